import type { FastifyBaseLogger } from 'fastify';

/** A delivered event. `payload` went through JSON on the way, as it does on the broker. */
export interface BusMessage {
  readonly id: string;
  readonly routingKey: string;
  readonly payload: unknown;
  readonly headers: Readonly<Record<string, string>>;
  readonly publishedAt: Date;
}

export interface PublishOptions {
  /** Defaults to a random UUID; the outbox passes its row id so consumers can deduplicate. */
  readonly messageId?: string;
  readonly headers?: Record<string, string>;
}

export interface SubscribeOptions {
  /**
   * A durable queue shared by every subscriber that names it: each message goes to one of
   * them, at least once. Without it the subscription gets its own queue, deleted when it ends.
   */
  readonly queue?: string;
  /** Messages handled at once by this subscriber. */
  readonly prefetch?: number;
}

export type MessageHandler = (message: BusMessage) => Promise<void>;

export interface Subscription {
  /** Name of the queue the subscription consumes from. */
  readonly queue: string;
  unsubscribe(): Promise<void>;
}

/**
 * A topic exchange with AMQP semantics. `publish` resolves once the exchange has the message
 * (the broker confirmed it); a handler that throws gets the message again after a delay.
 */
export interface EventBus {
  publish(routingKey: string, payload: unknown, options?: PublishOptions): Promise<void>;
  subscribe(pattern: string, handler: MessageHandler, options?: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}

export type BusLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export const DEFAULT_PREFETCH = 10;
export const DEFAULT_REDELIVERY_DELAY_MS = 1000;

/** The body of a message: JSON text, so that the embedded bus behaves like the broker. */
export function encodePayload(payload: unknown): string {
  const text = JSON.stringify(payload);
  if (text === undefined) throw new TypeError('event payload must be JSON-serialisable');
  return text;
}
