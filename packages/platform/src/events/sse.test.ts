import type { AddressInfo } from 'node:net';
import type { HttpApp } from '../http/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { createInProcessBus } from './in-process-bus.js';
import { endEventStreamsOnClose, formatEvent, streamEvents } from './sse.js';
import type { EventBus, Subscription } from './types.js';

/** Reads an SSE response until `done` accepts what has arrived. */
class StreamReader {
  text = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  async until(done: (text: string) => boolean, ms = 3000): Promise<string> {
    const deadline = Date.now() + ms;
    while (!done(this.text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream did not deliver in time; got ${JSON.stringify(this.text)}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      const chunk = await Promise.race([this.reader.read(), timeout]);
      clearTimeout(timer);
      if (chunk === 'timeout') continue;
      if (chunk.done) throw new Error(`stream ended; got ${JSON.stringify(this.text)}`);
      this.text += this.decoder.decode(chunk.value, { stream: true });
    }
    return this.text;
  }
}

describe('server-sent events', () => {
  let app: HttpApp;
  let bus: EventBus;
  let baseUrl: string;
  let open: Set<Subscription>;

  beforeAll(async () => {
    const inner = createInProcessBus();
    open = new Set();
    // Counts live subscriptions, to see a disconnected client's one end.
    bus = {
      publish: (key, payload, options) => inner.publish(key, payload, options),
      subscribe: async (pattern, handler, options) => {
        const sub = await inner.subscribe(pattern, handler, options);
        const tracked: Subscription = {
          queue: sub.queue,
          unsubscribe: async () => {
            open.delete(tracked);
            await sub.unsubscribe();
          },
        };
        open.add(tracked);
        return tracked;
      },
      close: () => inner.close(),
    };
    app = await createTestHttpApp();
    app.get<{ Querystring: { tenant: string } }>('/events', async (request, reply) =>
      streamEvents(request, reply, bus, {
        pattern: 'profile.#',
        filter: (m) => (m.payload as { tenantId?: string }).tenantId === request.query.tenant,
        heartbeatMs: 100,
      }),
    );
    endEventStreamsOnClose(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await bus.close();
  });

  async function openCountBecomes(count: number): Promise<void> {
    const deadline = Date.now() + 3000;
    while (open.size !== count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(open.size).toBe(count);
  }

  async function connect(tenant: string, headers: Record<string, string> = {}) {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}/events?tenant=${tenant}`, { signal: abort.signal, headers });
    if (!res.body) throw new Error('no body');
    const stream = new StreamReader(res.body);
    await stream.until((t) => t.includes(': connected'));
    return { res, stream, abort };
  }

  it('streams published events that pass the filter, and not the others', async () => {
    const { res, stream, abort } = await connect('t1', { 'x-correlation-id': 'corr-sse-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-correlation-id')).toBe('corr-sse-1');

    await bus.publish('profile.updated.e9', { eventType: 'ProfileUpdated', tenantId: 't2', id: 'e9' });
    await bus.publish(
      'profile.updated.e1',
      { eventType: 'ProfileUpdated', tenantId: 't1', id: 'e1' },
      {
        messageId: 'msg-e1',
      },
    );
    await bus.publish('profile.deleted.e2', { tenantId: 't1', id: 'e2' }, { messageId: 'msg-e2' });

    const text = await stream.until((t) => t.includes('msg-e2'));
    expect(text).toContain(
      'event: ProfileUpdated\nid: msg-e1\ndata: {"eventType":"ProfileUpdated","tenantId":"t1","id":"e1"}\n\n',
    );
    // No eventType in the payload: the routing key names the event.
    expect(text).toContain('event: profile.deleted.e2\nid: msg-e2\ndata: {"tenantId":"t1","id":"e2"}\n\n');
    expect(text).not.toContain('e9');
    abort.abort();
    await openCountBecomes(0);
  });

  it('sends heartbeats and unsubscribes when the client goes away', async () => {
    const { stream, abort } = await connect('t1');
    expect(open.size).toBe(1);
    await stream.until((t) => t.includes(': heartbeat\n\n'));
    abort.abort();
    await openCountBecomes(0);
  });

  it('formats one frame per message', () => {
    const frame = formatEvent({
      id: 'id-1',
      routingKey: 'a.b',
      payload: { text: 'line one\nline two' },
      headers: {},
      publishedAt: new Date(),
    });
    expect(frame).toBe('event: a.b\nid: id-1\ndata: {"text":"line one\\nline two"}\n\n');
  });
});

describe('closing an app with open event streams', () => {
  it('ends the streams so that close does not wait for the clients', async () => {
    const bus = createInProcessBus();
    const app = await createTestHttpApp();
    app.get('/events', async (request, reply) => streamEvents(request, reply, bus, { pattern: '#' }));
    endEventStreamsOnClose(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/events`);
    if (!res.body) throw new Error('no body');
    const stream = new StreamReader(res.body);
    await stream.until((t) => t.includes(': connected'));

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stream.until(() => false, 2000)).rejects.toThrow(/stream ended/);
    await bus.close();
  });
});
