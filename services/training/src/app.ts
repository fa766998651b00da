import {
  answerNotImplemented,
  createHttpApp,
  databaseHealth,
  type HttpApp,
  trainingEnvelope,
} from '@platform/kernel/http';
import { type Backends, defineService } from '@platform/kernel/runtime';
import { type TrainingConfig, trainingVars } from './config.js';

/** The training-course catalogue. Its API is not built yet: every route answers 501. */
export async function buildTrainingApp(config: TrainingConfig, backends: Backends): Promise<HttpApp> {
  const app = await createHttpApp({
    service: 'training',
    envelope: trainingEnvelope,
    logger: backends.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    health: databaseHealth('training', backends.db),
  });
  answerNotImplemented(app, 'training');
  return app;
}

export const trainingService = defineService({
  name: 'training',
  vars: trainingVars,
  build: async (config, backends) => [
    { name: 'training', port: config.TRAINING_PORT, app: await buildTrainingApp(config, backends) },
  ],
});
