import { createInProcessBus } from './in-process-bus.js';
import { openBus } from './open.js';
import type { BusMessage, EventBus } from './types.js';

/** Resolves once `check` passes, polling; fails the test after `ms`. */
async function eventually(check: () => void, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('in-process bus', () => {
  let bus: EventBus;
  beforeEach(() => {
    bus = createInProcessBus({ redeliveryDelayMs: 20 });
  });
  afterEach(() => bus.close());

  it('routes by topic pattern: `*` is one word, `#` is everything', async () => {
    const one: string[] = [];
    const all: string[] = [];
    await bus.subscribe('profile.updated.*', async (m) => void one.push(m.routingKey));
    await bus.subscribe('#', async (m) => void all.push(m.routingKey));

    await bus.publish('profile.updated.e1', { n: 1 });
    await bus.publish('profile.updated.e1.x', { n: 2 });
    await bus.publish('order.created', { n: 3 });

    await eventually(() =>
      expect(all).toEqual(['profile.updated.e1', 'profile.updated.e1.x', 'order.created']),
    );
    expect(one).toEqual(['profile.updated.e1']);
  });

  it('delivers id, payload, headers and time, with a payload copied through JSON', async () => {
    const received: BusMessage[] = [];
    await bus.subscribe('a.b', async (m) => void received.push(m));
    const payload = { eventType: 'AB', at: new Date('2024-01-02T03:04:05Z'), nested: { x: 1 } };
    const before = Date.now();
    await bus.publish('a.b', payload, { messageId: 'm-1', headers: { 'x-correlation-id': 'c-1' } });

    await eventually(() => expect(received).toHaveLength(1));
    const [message] = received;
    expect(message?.id).toBe('m-1');
    expect(message?.routingKey).toBe('a.b');
    expect(message?.headers).toEqual({ 'x-correlation-id': 'c-1' });
    expect(message?.payload).toEqual({ eventType: 'AB', at: '2024-01-02T03:04:05.000Z', nested: { x: 1 } });
    expect(message?.payload).not.toBe(payload);
    expect(message?.publishedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('gives each subscriber without a queue its own copy', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    await bus.subscribe('x.*', async (m) => void first.push(m.payload));
    await bus.subscribe('x.*', async (m) => void second.push(m.payload));
    await bus.publish('x.y', { v: 1 });
    await eventually(() => {
      expect(first).toEqual([{ v: 1 }]);
      expect(second).toEqual([{ v: 1 }]);
    });
  });

  it('spreads a named queue over competing consumers, each message once', async () => {
    const seenBy = new Map<string, string[]>();
    const consumer = (name: string) => async (m: BusMessage) => {
      // Yield, so that deliveries overlap and the queue has to spread them.
      await new Promise((resolve) => setTimeout(resolve, 2));
      seenBy.set(m.id, [...(seenBy.get(m.id) ?? []), name]);
    };
    await bus.subscribe('job.*', consumer('a'), { queue: 'jobs', prefetch: 1 });
    await bus.subscribe('job.*', consumer('b'), { queue: 'jobs', prefetch: 1 });
    await bus.subscribe('job.*', consumer('c'), { queue: 'jobs', prefetch: 1 });

    const ids = Array.from({ length: 30 }, (_, i) => `job-${i}`);
    for (const id of ids) await bus.publish('job.run', { id }, { messageId: id });

    await eventually(() => expect(seenBy.size).toBe(30));
    await settle();
    for (const id of ids) expect(seenBy.get(id)).toHaveLength(1);
    const perConsumer = ['a', 'b', 'c'].map(
      (name) => [...seenBy.values()].filter((s) => s[0] === name).length,
    );
    for (const count of perConsumer) expect(count).toBeGreaterThan(0);
  });

  it('redelivers a message whose handler threw until it succeeds', async () => {
    let calls = 0;
    const handled: string[] = [];
    await bus.subscribe(
      'pay.settled',
      async (m) => {
        calls++;
        if (calls < 3) throw new Error('database busy');
        handled.push(m.id);
      },
      { queue: 'settlements' },
    );
    await bus.publish('pay.settled', { amount: 10 }, { messageId: 'p-1' });

    await eventually(() => expect(handled).toEqual(['p-1']));
    expect(calls).toBe(3);
  });

  it('redelivers a failed message to another consumer of the queue', async () => {
    const handledBy: string[] = [];
    await bus.subscribe(
      'w.*',
      async () => {
        throw new Error('this replica is broken');
      },
      { queue: 'work', prefetch: 1 },
    );
    await bus.subscribe('w.*', async () => void handledBy.push('healthy'), { queue: 'work', prefetch: 1 });
    for (let i = 0; i < 4; i++) await bus.publish('w.x', { i });
    await eventually(() => expect(handledBy).toHaveLength(4));
  });

  it('keeps messages for a named queue while it has no consumer', async () => {
    const first = await bus.subscribe('q.*', async () => {}, { queue: 'durable-q' });
    await first.unsubscribe();
    await bus.publish('q.a', { kept: true });

    const received: unknown[] = [];
    await bus.subscribe('q.*', async (m) => void received.push(m.payload), { queue: 'durable-q' });
    await eventually(() => expect(received).toEqual([{ kept: true }]));
  });

  it('stops delivering to an ended subscription without a queue', async () => {
    const received: unknown[] = [];
    const sub = await bus.subscribe('s.*', async (m) => void received.push(m.payload));
    await bus.publish('s.a', 1);
    await eventually(() => expect(received).toEqual([1]));
    await sub.unsubscribe();
    await bus.publish('s.a', 2);
    await settle();
    expect(received).toEqual([1]);
  });

  it('caps a consumer at its prefetch', async () => {
    let running = 0;
    let peak = 0;
    let done = 0;
    await bus.subscribe(
      'p.*',
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        done++;
      },
      { queue: 'prefetch-q', prefetch: 2 },
    );
    for (let i = 0; i < 10; i++) await bus.publish('p.x', { i });
    await eventually(() => expect(done).toBe(10));
    expect(peak).toBe(2);
  });

  it('rejects a payload that is not JSON and publishing after close', async () => {
    await expect(bus.publish('a', undefined)).rejects.toThrow(/JSON/);
    await bus.close();
    await expect(bus.publish('a', {})).rejects.toThrow(/closed/);
  });
});

describe('openBus', () => {
  it('is the embedded bus when AMQP_URL is unset', async () => {
    const bus = await openBus({}, { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} });
    const received: unknown[] = [];
    await bus.subscribe('a.*', async (m) => void received.push(m.payload));
    await bus.publish('a.b', { ok: true });
    await eventually(() => expect(received).toEqual([{ ok: true }]));
    await bus.close();
  });
});
