import { randomUUID } from 'node:crypto';
import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import { DomainError } from '../errors/index.js';
import {
  type BusLogger,
  type BusMessage,
  DEFAULT_PREFETCH,
  DEFAULT_REDELIVERY_DELAY_MS,
  type EventBus,
  encodePayload,
  type MessageHandler,
  type PublishOptions,
  type SubscribeOptions,
  type Subscription,
} from './types.js';

export interface RabbitBusOptions {
  readonly exchange?: string;
  readonly logger: BusLogger;
  /** How long a message whose handler threw is held before it goes back to its queue. */
  readonly redeliveryDelayMs?: number;
  /** A publish the broker has not confirmed by then is reported as failed (the outbox retries it). */
  readonly confirmTimeoutMs?: number;
  readonly reconnect?: {
    readonly initialDelayMs?: number;
    readonly maxDelayMs?: number;
    /** Attempts before the first connection gives up, so a wrong URL fails the start. */
    readonly initialRetries?: number;
  };
  /** Shown for the connection in the broker's management UI. */
  readonly connectionName?: string;
}

interface LiveConsumer {
  readonly channel: Channel;
  readonly consumerTag: string;
  readonly queue: string;
}

interface RabbitSubscription {
  readonly pattern: string;
  readonly handler: MessageHandler;
  readonly queue: string | undefined;
  readonly prefetch: number;
  active: boolean;
  queueName: string;
  /** The consumer on the current connection; a reconnect replaces it. */
  attachment: { readonly model: ChannelModel; readonly ready: Promise<LiveConsumer> } | undefined;
  readonly inFlight: Set<Promise<void>>;
  /** Pending delayed nacks, by timer, each with the nack to send at once when the consumer stops. */
  readonly delayedNacks: Map<NodeJS.Timeout, () => void>;
}

const CLOSE_GRACE_MS = 5000;

function brokerUnavailable(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', 'event broker is unreachable');
}

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function decode(raw: ConsumeMessage): BusMessage {
  const { properties } = raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries<unknown>(properties.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name] = headerText(value);
  }
  const timestamp: unknown = properties.timestamp;
  const messageId: unknown = properties.messageId;
  return {
    id: typeof messageId === 'string' ? messageId : randomUUID(),
    routingKey: raw.fields.routingKey,
    payload: JSON.parse(raw.content.toString('utf8')),
    headers,
    publishedAt: typeof timestamp === 'number' ? new Date(timestamp * 1000) : new Date(),
  };
}

/** Acks and nacks on a channel that has closed throw; the broker has requeued the message already. */
function onChannel(action: () => void): void {
  try {
    action();
  } catch {
    // Nothing to do: an unacknowledged message returns to its queue when its channel closes.
  }
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5672'}${parsed.pathname}`;
  } catch {
    return 'broker';
  }
}

/**
 * The RabbitMQ bus: a durable topic exchange, a confirm channel for publishing and one channel
 * per subscription. amqplib's recovery reconnects with backoff; after each connection the
 * exchange and every live subscription are declared again. While disconnected, `publish`
 * rejects at once: the outbox keeps the event and retries.
 */
export async function connectRabbitBus(url: string, options: RabbitBusOptions): Promise<EventBus> {
  const exchange = options.exchange ?? 'platform.events';
  const { logger } = options;
  const redeliveryDelayMs = options.redeliveryDelayMs ?? DEFAULT_REDELIVERY_DELAY_MS;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 10_000;
  const broker = hostOf(url);
  const subscriptions = new Set<RabbitSubscription>();
  let current: ChannelModel | undefined;
  let publisher: { readonly model: ChannelModel; readonly channel: Promise<ConfirmChannel> } | undefined;
  let closing = false;

  async function openPublisher(model: ChannelModel, onClose: () => void): Promise<ConfirmChannel> {
    const channel = await model.createConfirmChannel();
    channel.on('error', (err: Error) => logger.warn({ err, broker }, 'event publishing channel failed'));
    channel.on('close', onClose);
    await channel.assertExchange(exchange, 'topic', { durable: true });
    return channel;
  }

  function publisherFor(model: ChannelModel): Promise<ConfirmChannel> {
    if (publisher?.model === model) return publisher.channel;
    const forget = () => {
      if (publisher?.channel === channel) publisher = undefined;
    };
    const channel = openPublisher(model, forget);
    channel.catch(forget);
    publisher = { model, channel };
    return channel;
  }

  function confirmPublish(
    channel: ConfirmChannel,
    routingKey: string,
    body: Buffer,
    id: string,
    headers: Record<string, string>,
  ) {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`broker did not confirm event ${id} within ${confirmTimeoutMs} ms`)),
        confirmTimeoutMs,
      );
      const settle = (err: unknown) => {
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else resolve();
      };
      try {
        channel.publish(
          exchange,
          routingKey,
          body,
          {
            persistent: true,
            messageId: id,
            contentType: 'application/json',
            timestamp: Math.floor(Date.now() / 1000),
            headers,
          },
          (err: unknown) => settle(err),
        );
      } catch (err) {
        settle(err ?? new Error('publish failed'));
      }
    });
  }

  async function startConsumer(sub: RabbitSubscription, model: ChannelModel): Promise<LiveConsumer> {
    const channel = await model.createChannel();
    channel.on('error', (err: Error) =>
      logger.warn({ err, pattern: sub.pattern, queue: sub.queueName }, 'event subscription channel failed'),
    );
    try {
      await channel.prefetch(sub.prefetch);
      const { queue } =
        sub.queue === undefined
          ? await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false })
          : await channel.assertQueue(sub.queue, { durable: true });
      await channel.bindQueue(queue, exchange, sub.pattern);
      sub.queueName = queue;
      const { consumerTag } = await channel.consume(queue, (raw) => receive(sub, channel, raw));
      return { channel, consumerTag, queue };
    } catch (err) {
      await channel.close().catch(() => {});
      throw err;
    }
  }

  /** Starts the subscription's consumer on `model` unless it already runs there. */
  async function attach(sub: RabbitSubscription, model: ChannelModel): Promise<void> {
    if (sub.attachment?.model !== model) {
      const ready = startConsumer(sub, model);
      sub.attachment = { model, ready };
      ready.catch(() => {
        if (sub.attachment?.ready === ready) sub.attachment = undefined;
      });
    }
    await sub.attachment.ready;
  }

  function receive(sub: RabbitSubscription, channel: Channel, raw: ConsumeMessage | null): void {
    if (raw === null) {
      logger.warn(
        { pattern: sub.pattern, queue: sub.queueName },
        'the broker cancelled an event subscription',
      );
      return;
    }
    let message: BusMessage;
    try {
      message = decode(raw);
    } catch (err) {
      // Not JSON: it can never be handled, so it is rejected rather than redelivered forever.
      logger.error({ err, queue: sub.queueName }, 'rejected an event that is not JSON');
      onChannel(() => channel.nack(raw, false, false));
      return;
    }
    const run = Promise.resolve()
      .then(() => sub.handler(message))
      .then(
        () => onChannel(() => channel.ack(raw)),
        (err: unknown) => {
          logger.warn(
            { err, routingKey: message.routingKey, messageId: message.id, queue: sub.queueName },
            'event handler failed; the message will be delivered again',
          );
          const requeue = () => onChannel(() => channel.nack(raw, false, true));
          if (closing || !sub.active) return requeue();
          // Held a moment before going back, so a failing handler does not spin on one message.
          const timer = setTimeout(() => {
            sub.delayedNacks.delete(timer);
            requeue();
          }, redeliveryDelayMs);
          sub.delayedNacks.set(timer, requeue);
        },
      )
      .finally(() => sub.inFlight.delete(run));
    sub.inFlight.add(run);
  }

  function nackDelayedNow(sub: RabbitSubscription): void {
    for (const [timer, requeue] of sub.delayedNacks) {
      clearTimeout(timer);
      requeue();
    }
    sub.delayedNacks.clear();
  }

  async function stop(sub: RabbitSubscription): Promise<void> {
    sub.active = false;
    subscriptions.delete(sub);
    const live = await sub.attachment?.ready.catch(() => undefined);
    sub.attachment = undefined;
    if (!live) return;
    // Cancel first, let running handlers ack, then close: nothing is delivered twice needlessly.
    await live.channel.cancel(live.consumerTag).catch(() => {});
    nackDelayedNow(sub);
    await within(Promise.allSettled([...sub.inFlight]), CLOSE_GRACE_MS);
    nackDelayedNow(sub);
    await live.channel.close().catch(() => {});
  }

  // Loaded on first use: a process on the in-process bus never pays for the AMQP client.
  const { connect } = await import('amqplib');
  const connection = await connect(url, {
    clientProperties: { connection_name: options.connectionName ?? exchange },
    recovery: {
      initialDelay: options.reconnect?.initialDelayMs ?? 200,
      maxDelay: options.reconnect?.maxDelayMs ?? 10_000,
      maxRetries: Number.POSITIVE_INFINITY,
      initialMaxRetries: options.reconnect?.initialRetries ?? 5,
      // Resolve at once, so that the listeners below are in place before the first attempt.
      waitForConnect: false,
      setup: async (model: ChannelModel) => {
        // The recovering connection reports failures once it adopts the model; until then a
        // connection error would otherwise be thrown from an emitter with no listener.
        model.on('error', () => {});
        try {
          await publisherFor(model);
          current = model;
          for (const sub of subscriptions) {
            // One bad subscription (say, a queue declared elsewhere with other arguments) must
            // not keep the others and publishing down; it is tried again on the next connection.
            await attach(sub, model).catch((err: unknown) =>
              logger.error(
                { err, pattern: sub.pattern, queue: sub.queue },
                'could not restore an event subscription',
              ),
            );
          }
        } catch (err) {
          if (current === model) current = undefined;
          throw err;
        }
      },
    },
  });

  connection.on('connect', () => logger.info({ broker, exchange }, 'connected to the event broker'));
  connection.on('disconnect', (err: Error) => {
    current = undefined;
    publisher = undefined;
    for (const sub of subscriptions) sub.attachment = undefined;
    if (!closing) logger.warn({ err, broker }, 'lost the event broker; reconnecting');
  });
  connection.on('connect-failed', (err: Error) =>
    logger.warn({ err, broker }, 'event broker connection failed'),
  );
  connection.on('reconnect-failed', (err: Error) =>
    logger.error({ err, broker }, 'gave up reconnecting to the event broker'),
  );
  connection.on('error', (err: Error) => logger.debug({ err, broker }, 'event broker connection error'));
  connection.on('handler-error', (err: Error, event: string) =>
    logger.error({ err, event }, 'event broker listener threw'),
  );
  try {
    await connection.waitForConnect();
  } catch (err) {
    await connection.close();
    throw err;
  }

  return {
    async publish(routingKey: string, payload: unknown, publishOptions: PublishOptions = {}): Promise<void> {
      if (closing) throw new Error('event bus is closed');
      const body = Buffer.from(encodePayload(payload));
      const model = current;
      if (!model) throw brokerUnavailable();
      const channel = await publisherFor(model);
      await confirmPublish(channel, routingKey, body, publishOptions.messageId ?? randomUUID(), {
        ...publishOptions.headers,
      });
    },

    async subscribe(
      pattern: string,
      handler: MessageHandler,
      subscribeOptions: SubscribeOptions = {},
    ): Promise<Subscription> {
      if (closing) throw new Error('event bus is closed');
      const sub: RabbitSubscription = {
        pattern,
        handler,
        queue: subscribeOptions.queue,
        prefetch: subscribeOptions.prefetch ?? DEFAULT_PREFETCH,
        active: true,
        queueName: subscribeOptions.queue ?? '',
        attachment: undefined,
        inFlight: new Set(),
        delayedNacks: new Map(),
      };
      subscriptions.add(sub);
      // While disconnected the subscription is kept and starts with the next connection.
      const model = current;
      if (model) {
        try {
          await attach(sub, model);
        } catch (err) {
          subscriptions.delete(sub);
          throw err;
        }
      }
      return {
        get queue() {
          return sub.queueName;
        },
        unsubscribe: () => stop(sub),
      };
    },

    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      await Promise.allSettled([...subscriptions].map(stop));
      // amqplib never settles close() when the socket drops while it waits for the broker's
      // CloseOk (it only emits 'close'); the connection is gone either way.
      const model = current;
      const dropped = model && new Promise<void>((resolve) => model.once('close', () => resolve()));
      await within(
        Promise.race(dropped ? [connection.close(), dropped] : [connection.close()]),
        CLOSE_GRACE_MS,
      );
    },
  };
}

/** Waits for `work` to settle, but no longer than `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), timeout]);
  clearTimeout(timer);
}
