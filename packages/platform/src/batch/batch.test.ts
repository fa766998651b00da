import { batched } from './index.js';

/** A run whose batches finish only when the test says so. */
function controlledRun() {
  const batches: string[][] = [];
  const finish: Array<() => void> = [];
  const run = (items: readonly string[]) => {
    batches.push([...items]);
    return new Promise<string[]>((resolve) => finish.push(() => resolve(items.map((i) => i.toUpperCase()))));
  };
  const flush = async () => {
    await new Promise((r) => setImmediate(r));
    finish.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, flush };
}

describe('batched', () => {
  it('runs the calls of one turn together and groups those that arrive meanwhile into the next batch', async () => {
    const { run, batches, flush } = controlledRun();
    const submit = batched({ run, maxSize: 10 });
    const first = [submit('a'), submit('b')];
    expect(batches).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a', 'b']]);
    const rest = ['c', 'd', 'e'].map((x) => submit(x));
    await flush();
    expect(await Promise.all(first)).toEqual(['A', 'B']);
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    await flush();
    expect(await Promise.all(rest)).toEqual(['C', 'D', 'E']);
  });

  it('with inFlight 2, sends a second batch while the first runs, and holds a third until one ends', async () => {
    const { run, batches, flush } = controlledRun();
    const submit = batched({ run, maxSize: 10, inFlight: 2 });
    const first = submit('a');
    await new Promise((r) => setImmediate(r));
    const second = [submit('b'), submit('c')];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a'], ['b', 'c']]);
    const third = submit('d');
    await new Promise((r) => setImmediate(r));
    expect(batches).toHaveLength(2);
    await flush();
    expect(await first).toBe('A');
    expect(batches).toEqual([['a'], ['b', 'c'], ['d']]);
    await flush();
    await flush();
    expect(await Promise.all([...second, third])).toEqual(['B', 'C', 'D']);
  });

  it('with inFlight 2, holds an item whose key is in a running batch until that batch ends', async () => {
    const { run, batches, flush } = controlledRun();
    const submit = batched({ run, maxSize: 10, inFlight: 2, key: (item: string) => item[0] ?? '' });
    const first = submit('a1');
    await new Promise((r) => setImmediate(r));
    const later = [submit('a2'), submit('b1')];
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a1'], ['b1']]);
    await flush();
    expect(await first).toBe('A1');
    expect(batches).toEqual([['a1'], ['b1'], ['a2']]);
    await flush();
    await flush();
    expect(await Promise.all(later)).toEqual(['A2', 'B1']);
  });

  it('caps a batch at maxSize and keeps equal keys apart, in order', async () => {
    const { run, batches, flush } = controlledRun();
    const submit = batched({ run, maxSize: 2, key: (item: string) => item[0] ?? '' });
    const all = ['a1', 'a2', 'b1', 'c1', 'a3'].map((x) => submit(x));
    for (let i = 0; i < 4; i++) await flush();
    expect(batches).toEqual([['a1', 'b1'], ['a2', 'c1'], ['a3']]);
    expect(await Promise.all(all)).toEqual(['A1', 'A2', 'B1', 'C1', 'A3']);
  });

  it('rejects only the calls of a batch that failed, and goes on with the next', async () => {
    let calls = 0;
    const submit = batched({
      maxSize: 10,
      run: async (items: readonly number[]) => {
        calls++;
        if (items.includes(13)) throw new Error('unlucky');
        return items.map((n) => n * 2);
      },
    });
    const lone = submit(1);
    await new Promise((r) => setImmediate(r));
    const failing = [submit(13), submit(2)];
    expect(await lone).toBe(2);
    await expect(failing[0]).rejects.toThrow('unlucky');
    await expect(failing[1]).rejects.toThrow('unlucky');
    expect(await submit(3)).toBe(6);
    expect(calls).toBe(3);
  });

  it('rejects the calls of a batch whose run throws before it returns a promise', async () => {
    let calls = 0;
    const submit = batched<number, number>({
      maxSize: 10,
      run: (items) => {
        if (calls++ === 0) throw new Error('at once');
        return Promise.resolve(items);
      },
    });
    await expect(submit(1)).rejects.toThrow('at once');
    expect(await submit(2)).toBe(2);
  });

  it('rejects a batch whose run returns the wrong number of results', async () => {
    const submit = batched({ maxSize: 10, run: async () => [] as number[] });
    await expect(submit(1)).rejects.toThrow('a batch of 1 returned 0 results');
  });
});
