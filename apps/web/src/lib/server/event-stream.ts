/**
 * A service's server-sent events, relayed to the signed-in person. The browser cannot open the
 * service's stream itself (the token lives in an httpOnly cookie, and no service is called
 * from the browser), so it opens an `EventSource` on a route of this app, which opens the
 * service's stream with the person's token and passes its bytes on as they come.
 *
 * The relayed stream lives no longer than the session that opened it:
 * - it ends when the access token runs out; the browser's `EventSource` reconnects by itself
 *   (after the `retry` this relay announces), through this app, which refreshes the session on
 *   that request and opens a new stream with the new token, so a long-open page never loses its
 *   events nor its session;
 * - it ends when the session is found ended (checked every `SESSION_CHECK_SECONDS`, as pages
 *   are); the reconnection then finds no session and is answered 401, which stops the
 *   `EventSource` for good;
 * - it ends when the browser goes away (the upstream stream is closed with it).
 *
 * A person reads only the topics their product allows (`EVENT_TOPICS`); the service scopes them
 * to the person's tenant besides.
 */
import type { RequestEvent } from '@sveltejs/kit';
import { decodeJwt } from 'jose';
import { services, sessionCheckSeconds } from './config';
import { hasProduct, type Product, sessionLiveness } from './session';

type Fetch = typeof globalThis.fetch;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The binding patterns a person may ask for, per product: one kind of event, every entity's
 * (`*`) or one's. Anything else (`#`, another kind, a pattern of patterns) is refused.
 */
export const EVENT_TOPICS: Readonly<Record<Product, readonly RegExp[]>> = {
  compliance: [
    new RegExp(`^profile\\.updated\\.(\\*|${UUID})$`, 'i'),
    new RegExp(`^extraction\\.(completed|failed)\\.(\\*|${UUID})$`, 'i'),
  ],
  training: [],
  factory: [],
  portal: [],
};

export function topicAllowed(product: Product, topic: string): boolean {
  return EVENT_TOPICS[product].some((pattern) => pattern.test(topic));
}

export interface RelayOptions {
  /** The service's stream, query included. */
  readonly upstream: string | URL;
  /** The person's bearer token. */
  readonly token: string;
  /** When the token runs out, epoch seconds: the relayed stream ends then. */
  readonly expiresAt: number;
  /** The browser's request signal: its going away closes the upstream stream. */
  readonly signal: AbortSignal;
  /** Whether the session still holds; asked every `checkEveryMs`, false ends the stream. */
  readonly alive?: () => Promise<boolean>;
  readonly checkEveryMs?: number;
  /** The browser's `Last-Event-ID`, passed on so that a service that can resume does. */
  readonly lastEventId?: string | null;
  /** How soon the browser reconnects after the stream ends, ms (its `retry:`). */
  readonly retryMs?: number;
  readonly fetch?: Fetch;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'private, no-store, no-transform',
  // Proxies that buffer answers (nginx) would hold the events back.
  'x-accel-buffering': 'no',
};

const encoder = new TextEncoder();

/** A stream that only tells the browser when to come back: the service is away for now. */
function comeBackLater(retryMs: number): Response {
  return new Response(encoder.encode(`retry: ${retryMs}\n\n`), { status: 200, headers: STREAM_HEADERS });
}

/**
 * The service's stream, relayed (see the module's comment). The service refusing the token
 * (401) or the topic (403, 400) is answered with that status, which stops the `EventSource`; a
 * service away is answered with an empty stream that asks the browser to come back later.
 */
export async function relayEvents(options: RelayOptions): Promise<Response> {
  const { upstream, token, expiresAt, signal, alive, lastEventId } = options;
  const retryMs = options.retryMs ?? 2000;
  const fetcher = options.fetch ?? globalThis.fetch;
  const ttlMs = expiresAt * 1000 - Date.now();
  if (ttlMs <= 0 || signal.aborted) return new Response('Session expired', { status: 401 });

  const controller = new AbortController();
  const abortUpstream = () => controller.abort();
  signal.addEventListener('abort', abortUpstream, { once: true });

  let answer: Response;
  try {
    answer = await fetcher(upstream, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    });
  } catch {
    signal.removeEventListener('abort', abortUpstream);
    return comeBackLater(retryMs * 5);
  }
  const isStream = answer.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (!answer.ok || !answer.body || !isStream) {
    signal.removeEventListener('abort', abortUpstream);
    await answer.body?.cancel().catch(() => undefined);
    if (answer.status >= 500 || answer.ok) return comeBackLater(retryMs * 5);
    return new Response(answer.status === 401 ? 'Session ended' : 'Not allowed', {
      status: answer.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }

  const reader = answer.body.getReader();
  const timers: ReturnType<typeof setTimeout>[] = [];
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      const close = () => {
        if (closed) return;
        closed = true;
        for (const timer of timers) clearTimeout(timer);
        signal.removeEventListener('abort', close);
        controller.abort();
        reader.cancel().catch(() => undefined);
        try {
          stream.close();
        } catch {
          // Already closed by the browser going away.
        }
      };
      signal.addEventListener('abort', close, { once: true });
      timers.push(setTimeout(close, ttlMs));
      if (alive) {
        const every = options.checkEveryMs ?? 30_000;
        const check = async () => {
          if (closed) return;
          if (!(await alive().catch(() => true))) close();
          else if (!closed) timers.push(setTimeout(check, every));
        };
        timers.push(setTimeout(check, every));
      }
      stream.enqueue(encoder.encode(`retry: ${retryMs}\n\n`));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done || closed) break;
            stream.enqueue(value);
          }
        } catch {
          // The upstream stream broke: end ours, the browser reconnects.
        }
        close();
      })();
    },
    cancel() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      controller.abort();
      reader.cancel().catch(() => undefined);
    },
  });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}

/**
 * A route's whole job: relay `product`'s event stream on `topic` to the signed-in person of
 * `event` (401 without a session, 403 without the product or for a topic it does not allow).
 * Compliance is the one service with a stream today (`GET /api/v1/events?topic=`).
 */
export function relayServiceEvents(
  event: Pick<RequestEvent, 'locals' | 'request'>,
  product: Product,
  topic: string,
  fetcher?: Fetch,
): Promise<Response> | Response {
  const { user, accessToken } = event.locals;
  if (!user || !accessToken) return new Response('Sign in first', { status: 401 });
  if (!hasProduct(user, product) || !topicAllowed(product, topic))
    return new Response('Not allowed', { status: 403 });
  const base = product === 'compliance' ? services.compliance : null;
  if (!base) return new Response('Not allowed', { status: 403 });
  const upstream = new URL('/api/v1/events', base);
  upstream.searchParams.set('topic', topic);
  let expiresAt: number;
  try {
    expiresAt = decodeJwt(accessToken).exp ?? 0;
  } catch {
    return new Response('Sign in first', { status: 401 });
  }
  return relayEvents({
    upstream,
    token: accessToken,
    expiresAt,
    signal: event.request.signal,
    lastEventId: event.request.headers.get('last-event-id'),
    alive: async () => (await sessionLiveness(accessToken)) !== 'ended',
    checkEveryMs: Math.max(1, sessionCheckSeconds()) * 1000,
    ...(fetcher ? { fetch: fetcher } : {}),
  });
}
