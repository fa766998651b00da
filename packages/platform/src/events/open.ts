import { createInProcessBus } from './in-process-bus.js';
import { connectRabbitBus } from './rabbit-bus.js';
import type { BusLogger, EventBus } from './types.js';

/** RabbitMQ when `AMQP_URL` is set, else the embedded topic exchange. */
export async function openBus(config: { AMQP_URL?: string }, logger: BusLogger): Promise<EventBus> {
  if (config.AMQP_URL) return connectRabbitBus(config.AMQP_URL, { logger });
  return createInProcessBus({ logger });
}
