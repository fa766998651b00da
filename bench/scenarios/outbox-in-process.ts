import { measureOutbox } from '../fixtures/outbox.js';
import type { ProcessScenario } from '../lib/types.js';

const scenario: ProcessScenario = {
  kind: 'process',
  name: 'outbox-in-process',
  shape: 'write',
  description: 'kernel outbox: commit one event per transaction, relay, in-process bus, consumer',
  measure: (ctx) => measureOutbox(ctx, 'in-process'),
};

export default scenario;
