import { brokerAnswers, measureOutbox } from '../fixtures/outbox.js';
import type { ProcessScenario } from '../lib/types.js';

const scenario: ProcessScenario = {
  kind: 'process',
  name: 'outbox-rabbit',
  shape: 'write',
  description: 'kernel outbox: commit one event per transaction, relay, RabbitMQ (own exchange), consumer',
  unavailable: async (ctx) =>
    ctx.amqpUrl && (await brokerAnswers(ctx.amqpUrl)) ? undefined : 'no RabbitMQ answered on the AMQP URL',
  measure: (ctx) => measureOutbox(ctx, 'rabbit'),
};

export default scenario;
