/**
 * The event relay against a stand-in service stream: events pass as they come, the stream ends
 * with the token or the session, and the service's stream is closed when the browser goes.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relayEvents, relayServiceEvents, topicAllowed } from './event-stream';
import { type StandIn, standIn } from './testing/stand-in';

let service: StandIn;
const open = new Set<ServerResponse>();
const asked: { topic: string | null; authorization?: string; lastEventId?: string }[] = [];

beforeAll(async () => {
  // biome-ignore lint/nursery/noMisusedPromises: standIn awaits its handler (a throw answers 500).
  service = await standIn(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push({
      topic: url.searchParams.get('topic'),
      authorization: req.headers.authorization,
      lastEventId: req.headers['last-event-id'] as string | undefined,
    });
    if (req.headers.authorization !== 'Bearer live') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"error":"Session ended","code":"UNAUTHORIZED"}');
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: profile.updated\ndata: {"version":2}\n\n');
    open.add(res);
    const tick = setInterval(() => res.write(': heartbeat\n\n'), 20);
    res.on('close', () => {
      clearInterval(tick);
      open.delete(res);
    });
  });
});

afterAll(async () => {
  await service.close();
});

const decoder = new TextDecoder();
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  let seen = '';
  while (!seen.includes(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
  }
  return seen;
}
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  let seen = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return seen;
    seen += decoder.decode(value);
  }
}
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('relayEvents', () => {
  it('passes the events on as they come, with a reconnection hint, and ends when the token runs out', async () => {
    const browser = new AbortController();
    const started = Date.now();
    const response = await relayEvents({
      upstream: `${service.url}/api/v1/events?topic=profile.updated.*`,
      token: 'live',
      expiresAt: (Date.now() + 300) / 1000,
      signal: browser.signal,
      lastEventId: '41',
      retryMs: 1500,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await readUntil(reader, 'data: {"version":2}');
    expect(first.startsWith('retry: 1500\n\n')).toBe(true);
    expect(asked.at(-1)).toEqual({
      topic: 'profile.updated.*',
      authorization: 'Bearer live',
      lastEventId: '41',
    });
    await readToEnd(reader);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await waitFor(() => open.size === 0);
    expect(open.size).toBe(0);
  });

  it('ends when the session is found ended', async () => {
    let alive = true;
    const response = await relayEvents({
      upstream: `${service.url}/api/v1/events`,
      token: 'live',
      expiresAt: Date.now() / 1000 + 3600,
      signal: new AbortController().signal,
      alive: async () => alive,
      checkEveryMs: 30,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, 'version');
    alive = false;
    await readToEnd(reader);
    await waitFor(() => open.size === 0);
    expect(open.size).toBe(0);
  });

  it("closes the service's stream when the browser goes away", async () => {
    const browser = new AbortController();
    const response = await relayEvents({
      upstream: `${service.url}/api/v1/events`,
      token: 'live',
      expiresAt: Date.now() / 1000 + 3600,
      signal: browser.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, 'version');
    expect(open.size).toBe(1);
    browser.abort();
    await waitFor(() => open.size === 0);
    expect(open.size).toBe(0);
  });

  it("answers the service's refusal of the token with its status, and asks the browser to come back later when the service is away", async () => {
    const refused = await relayEvents({
      upstream: `${service.url}/api/v1/events`,
      token: 'revoked',
      expiresAt: Date.now() / 1000 + 3600,
      signal: new AbortController().signal,
    });
    expect(refused.status).toBe(401);

    const away = await relayEvents({
      upstream: 'http://127.0.0.1:9/api/v1/events',
      token: 'live',
      expiresAt: Date.now() / 1000 + 3600,
      signal: new AbortController().signal,
      retryMs: 1000,
    });
    expect(away.status).toBe(200);
    expect(await away.text()).toBe('retry: 5000\n\n');
  });
});

describe('relayServiceEvents', () => {
  const person = (apps: string[], token: string | null = 'live') => ({
    locals: {
      user: { id: 'u', email: 'u@example.com', name: 'U', role: 'user', apps, tenantId: 't' },
      accessToken: token,
      theme: 'system',
    } as App.Locals,
    request: new Request('http://app.test/events'),
  });

  it('allows only the topics of a product the person holds', async () => {
    expect(topicAllowed('compliance', 'profile.updated.*')).toBe(true);
    expect(topicAllowed('compliance', 'extraction.failed.7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(true);
    for (const topic of ['#', 'profile.#', 'audit.*', 'profile.updated.*.*', 'tenant.created']) {
      expect(topicAllowed('compliance', topic)).toBe(false);
    }
    expect((await relayServiceEvents(person(['compliance']), 'compliance', '#')).status).toBe(403);
    expect((await relayServiceEvents(person(['training']), 'compliance', 'profile.updated.*')).status).toBe(
      403,
    );
    expect(
      (await relayServiceEvents(person(['compliance'], null), 'compliance', 'profile.updated.*')).status,
    ).toBe(401);
  });
});
