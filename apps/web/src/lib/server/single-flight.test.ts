import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('singleFlight', () => {
  it('runs the work once for callers of one key at the same time, and once per key', async () => {
    const flight = singleFlight<number>({ keepMs: 0, maxEntries: 10 });
    let calls = 0;
    const work = () => later(++calls);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => flight.run('a', work)),
      flight.run('b', work),
    ]);
    expect(calls).toBe(2);
    expect(new Set(answers.slice(0, 5)).size).toBe(1);
  });

  it('answers callers arriving within keepMs with the kept result, and asks again after', async () => {
    let time = 1000;
    const flight = singleFlight<string>({ keepMs: 100, maxEntries: 10, now: () => time });
    let calls = 0;
    const work = async () => `answer ${++calls}`;
    expect(await flight.run('k', work)).toBe('answer 1');
    time += 99;
    expect(await flight.run('k', work)).toBe('answer 1');
    time += 2;
    expect(await flight.run('k', work)).toBe('answer 2');
  });

  it('keeps neither failures nor the results it is told not to keep', async () => {
    const flight = singleFlight<string>({ keepMs: 60_000, maxEntries: 10, keep: (v) => v !== 'refused' });
    await expect(flight.run('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await flight.run('x', async () => 'refused')).toBe('refused');
    expect(await flight.run('x', async () => 'renewed')).toBe('renewed');
    expect(await flight.run('x', async () => 'not asked')).toBe('renewed');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const flight = singleFlight<number>({ keepMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i++) await flight.run(`key ${i}`, async () => i);
    expect(flight.size).toBe(3);
    expect(await flight.run('key 9', async () => -1)).toBe(9);
    expect(await flight.run('key 0', async () => -1)).toBe(-1);
  });
});
