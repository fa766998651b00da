export { createInProcessBus, type InProcessBusOptions } from './in-process-bus.js';
export { openBus } from './open.js';
export {
  createOutbox,
  type Outbox,
  type OutboxColumns,
  type OutboxEvent,
  type OutboxOptions,
  outboxInsert,
} from './outbox.js';
export { connectRabbitBus, type RabbitBusOptions } from './rabbit-bus.js';
export { type EventStreamOptions, endEventStreamsOnClose, formatEvent, streamEvents } from './sse.js';
export { topicMatches } from './topic.js';
export type {
  BusLogger,
  BusMessage,
  EventBus,
  MessageHandler,
  PublishOptions,
  SubscribeOptions,
  Subscription,
} from './types.js';
