import type { OutgoingHttpHeaders, Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BusMessage, EventBus, Subscription } from './types.js';

export interface EventStreamOptions {
  /** Topic pattern the stream subscribes to, e.g. `tenant.t1.#`. */
  readonly pattern: string;
  /** Only messages it accepts reach the client (tenant scoping belongs here). */
  readonly filter?: (message: BusMessage) => boolean;
  readonly heartbeatMs?: number;
}

const HEARTBEAT_MS = 15_000;
// A client that stops reading is dropped rather than buffered for without limit.
const MAX_BUFFERED_BYTES = 1 << 20;

/** Open streams per HTTP server, so that a closing app can end them (see `endEventStreamsOnClose`). */
const openStreams = new WeakMap<Server, Set<() => void>>();

function eventName(message: BusMessage): string {
  const { payload } = message;
  if (typeof payload === 'object' && payload !== null && 'eventType' in payload) {
    const { eventType } = payload;
    if (typeof eventType === 'string' && eventType !== '') return eventType;
  }
  return message.routingKey;
}

/** One SSE frame; JSON text has no raw newlines, so the payload fits one `data:` line. */
export function formatEvent(message: BusMessage): string {
  return `event: ${eventName(message)}\nid: ${message.id}\ndata: ${JSON.stringify(message.payload)}\n\n`;
}

/**
 * Streams bus messages to the client as Server-Sent Events until it disconnects. Each stream
 * has its own short-lived queue, so it sees only events published while it is connected.
 * Subscribes before answering, so a bus failure still gets the service's error envelope.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  bus: EventBus,
  options: EventStreamOptions,
): Promise<void> {
  const raw = reply.raw;
  // Frames that arrive between subscribing and writing the headers wait here.
  let backlog: string[] | undefined = [];
  const write = (chunk: string) => {
    if (backlog) {
      backlog.push(chunk);
      return;
    }
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) end();
  };

  const subscription: Subscription = await bus.subscribe(options.pattern, async (message) => {
    if (options.filter && !options.filter(message)) return;
    write(formatEvent(message));
  });

  let heartbeat: NodeJS.Timeout | undefined;
  let ended = false;
  const streams = streamsOf(request.server.server);
  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    streams.delete(end);
    subscription
      .unsubscribe()
      .catch((err: unknown) => request.log.warn({ err }, 'event stream unsubscribe failed'));
    if (!raw.writableEnded) raw.end();
  }

  reply.hijack();
  // Headers set by hooks (CORS, correlation id) are not sent for a hijacked reply otherwise.
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-correlation-id': request.id,
  });
  raw.write(': connected\n\n');
  const pending = backlog;
  backlog = undefined;
  for (const chunk of pending) write(chunk);

  raw.on('close', end);
  request.raw.on('close', end);
  if (request.raw.destroyed || raw.destroyed) {
    end();
    return;
  }
  streams.add(end);
  heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
}

function streamsOf(server: Server): Set<() => void> {
  let streams = openStreams.get(server);
  if (!streams) {
    streams = new Set();
    openStreams.set(server, streams);
  }
  return streams;
}

/**
 * Ends every open event stream when the app closes; without it `app.close()` waits for the
 * clients to leave. Call while building the app (hooks cannot be added once it is ready).
 */
export function endEventStreamsOnClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const streams = openStreams.get(app.server);
    if (!streams) return;
    for (const end of [...streams]) end();
  });
}
