import { randomUUID } from 'node:crypto';
import { topicMatches } from './topic.js';
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

export interface InProcessBusOptions {
  readonly logger?: BusLogger;
  /** How long a message whose handler threw waits before it is offered again. */
  readonly redeliveryDelayMs?: number;
}

interface Envelope {
  readonly id: string;
  readonly routingKey: string;
  readonly body: string;
  readonly headers: Record<string, string>;
  readonly publishedAt: number;
}

interface Consumer {
  readonly handler: MessageHandler;
  readonly prefetch: number;
  inFlight: number;
}

interface Queue {
  readonly name: string;
  readonly durable: boolean;
  readonly bindings: Set<string>;
  readonly ready: Envelope[];
  readonly consumers: Consumer[];
  next: number;
  deleted: boolean;
}

function toMessage(envelope: Envelope): BusMessage {
  return {
    id: envelope.id,
    routingKey: envelope.routingKey,
    // Parsed per delivery, so that no two handlers (nor the publisher) share one object.
    payload: JSON.parse(envelope.body),
    headers: { ...envelope.headers },
    publishedAt: new Date(envelope.publishedAt),
  };
}

/**
 * The embedded topic exchange: the broker's semantics in process memory, so that code and
 * tests behave the same with and without RabbitMQ. Named queues outlive their subscribers and
 * keep buffering, as durable queues do; messages are lost only with the process, which is why
 * events are published through the outbox.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): EventBus {
  const redeliveryDelayMs = options.redeliveryDelayMs ?? DEFAULT_REDELIVERY_DELAY_MS;
  const queues = new Map<string, Queue>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  function dispatch(queue: Queue): void {
    while (!closed && !queue.deleted && queue.ready.length > 0) {
      const consumer = nextConsumer(queue);
      if (!consumer) return;
      const envelope = queue.ready.shift();
      if (envelope) deliver(queue, consumer, envelope);
    }
  }

  // Round robin over consumers with a free slot, as the broker spreads a shared queue.
  function nextConsumer(queue: Queue): Consumer | undefined {
    const count = queue.consumers.length;
    for (let i = 0; i < count; i++) {
      const index = (queue.next + i) % count;
      const consumer = queue.consumers[index];
      if (consumer && consumer.inFlight < consumer.prefetch) {
        queue.next = (index + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }

  function deliver(queue: Queue, consumer: Consumer, envelope: Envelope): void {
    consumer.inFlight++;
    const run = Promise.resolve()
      .then(() => consumer.handler(toMessage(envelope)))
      .then(
        () => release(queue, consumer),
        (err: unknown) => {
          options.logger?.warn(
            { err, routingKey: envelope.routingKey, messageId: envelope.id, queue: queue.name },
            'event handler failed; the message will be delivered again',
          );
          if (closed) return;
          // The slot stays taken until the message goes back, as an unacknowledged one does.
          const timer = setTimeout(() => {
            timers.delete(timer);
            queue.ready.unshift(envelope);
            release(queue, consumer);
          }, redeliveryDelayMs);
          timers.add(timer);
        },
      )
      .finally(() => running.delete(run));
    running.add(run);
  }

  function release(queue: Queue, consumer: Consumer): void {
    consumer.inFlight--;
    dispatch(queue);
  }

  function declareQueue(name: string | undefined): Queue {
    const existing = name === undefined ? undefined : queues.get(name);
    if (existing) return existing;
    const queue: Queue = {
      name: name ?? `amq.gen-${randomUUID()}`,
      durable: name !== undefined,
      bindings: new Set(),
      ready: [],
      consumers: [],
      next: 0,
      deleted: false,
    };
    queues.set(queue.name, queue);
    return queue;
  }

  return {
    async publish(routingKey: string, payload: unknown, publishOptions: PublishOptions = {}): Promise<void> {
      if (closed) throw new Error('event bus is closed');
      const envelope: Envelope = {
        id: publishOptions.messageId ?? randomUUID(),
        routingKey,
        body: encodePayload(payload),
        headers: { ...publishOptions.headers },
        publishedAt: Date.now(),
      };
      for (const queue of queues.values()) {
        for (const pattern of queue.bindings) {
          if (topicMatches(pattern, routingKey)) {
            queue.ready.push(envelope);
            dispatch(queue);
            break;
          }
        }
      }
    },

    async subscribe(
      pattern: string,
      handler: MessageHandler,
      subscribeOptions: SubscribeOptions = {},
    ): Promise<Subscription> {
      if (closed) throw new Error('event bus is closed');
      const queue = declareQueue(subscribeOptions.queue);
      queue.bindings.add(pattern);
      const consumer: Consumer = {
        handler,
        prefetch: subscribeOptions.prefetch ?? DEFAULT_PREFETCH,
        inFlight: 0,
      };
      queue.consumers.push(consumer);
      dispatch(queue);
      return {
        queue: queue.name,
        async unsubscribe() {
          const index = queue.consumers.indexOf(consumer);
          if (index >= 0) queue.consumers.splice(index, 1);
          if (!queue.durable) {
            queue.deleted = true;
            queues.delete(queue.name);
          }
        },
      };
    },

    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
      queues.clear();
    },
  };
}
