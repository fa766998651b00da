import { fileURLToPath } from 'node:url';
import { openCache } from '@platform/kernel/cache';
import { migrate, platformMigrations } from '@platform/kernel/db';
import { type HttpApp, trainingEnvelope } from '@platform/kernel/http';
import { type Backends, createServiceApp, defineService } from '@platform/kernel/runtime';
import { auditRoutes } from './audit/routes.js';
import { certificateRoutes } from './certificates/routes.js';
import { altchaOptions, challengeVerifier } from './challenge/provider.js';
import { challengeRoutes } from './challenge/routes.js';
import { PRODUCT_GRANTS, type TrainingConfig, trainingVars } from './config.js';
import { courseRoutes } from './courses/routes.js';
import { refreshCourseImages } from './courses/store.js';
import { enquiryRoutes } from './enquiries/routes.js';
import { enrollmentRoutes } from './enrollments/routes.js';
import { interestRoutes } from './interests/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import type { TrainingDeps } from './shared/deps.js';
import { taxonomyRoutes } from './taxonomies/routes.js';
import { trainingPlanRoutes } from './training-plans/routes.js';

export const TRAINING_SCHEMA = 'training';
export const API_PREFIX = '/api/v1';

export const trainingMigrations = [
  platformMigrations,
  { source: 'training', dir: fileURLToPath(new URL('../migrations/', import.meta.url)) },
];

/** The training-course catalogue: migrates its schema, then serves every route under `/api/v1`. */
export async function buildTrainingApp(config: TrainingConfig, backends: Backends): Promise<HttpApp> {
  const gate = { verifier: challengeVerifier(config) };
  await migrate(backends.db, TRAINING_SCHEMA, trainingMigrations);
  await refreshCourseImages(backends.db, { missing: true });

  const app = await createServiceApp(config, backends, {
    service: 'training',
    description: 'Training-course catalogue, learner interests, enrollments, enquiries and certificates',
    envelope: trainingEnvelope,
    tokens: backends.tokens,
    products: PRODUCT_GRANTS,
  });

  const deps: TrainingDeps = {
    db: backends.db,
    cache: openCache(backends.redis, 'training'),
    config,
    limits: {
      public: { max: config.PUBLIC_RATE_LIMIT_MAX, windowMs: config.PUBLIC_RATE_LIMIT_WINDOW_MS },
      forms: { max: config.FORM_RATE_LIMIT_MAX, windowMs: config.FORM_RATE_LIMIT_WINDOW_MS },
    },
  };
  const prefix = { prefix: API_PREFIX };
  if (config.CHALLENGE_PROVIDER === 'altcha')
    await app.register(challengeRoutes(deps, altchaOptions(config)), prefix);
  await app.register(courseRoutes(deps), prefix);
  await app.register(taxonomyRoutes(deps), prefix);
  await app.register(interestRoutes(deps, gate), prefix);
  await app.register(enrollmentRoutes(deps), prefix);
  await app.register(enquiryRoutes(deps, gate), prefix);
  await app.register(trainingPlanRoutes(deps, gate), prefix);
  await app.register(certificateRoutes(deps), prefix);
  await app.register(metricsRoutes(deps), prefix);
  await app.register(auditRoutes(deps), prefix);
  return app;
}

export const trainingService = defineService({
  name: 'training',
  vars: trainingVars,
  build: async (config, backends) => [
    { name: 'training', port: config.TRAINING_PORT, app: await buildTrainingApp(config, backends) },
  ],
});
