import { type ConfigOf, integer, platformVars } from '@platform/kernel/config';

export const trainingVars = {
  ...platformVars,
  TRAINING_PORT: integer({ fallback: '4020', min: 0, max: 65535, doc: 'training listener port' }),
} as const;

export type TrainingConfig = ConfigOf<typeof trainingVars>;
