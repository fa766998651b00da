import { badRequest, validationError } from '@platform/kernel/errors';
import type { JobStepConfig } from '../production-config/store.js';

export const STEP_STATUSES = ['Pending', 'In-Progress', 'Completed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export interface JobStep {
  readonly stepName: string;
  readonly order: number;
  readonly isPaid: boolean;
  readonly workerId: string;
  readonly status: StepStatus;
  readonly quantity: number | null;
  readonly completedAt: string | null;
}

/** The tenant's configured steps in order, each Pending, with the worker named for it or the default one. */
export function instantiateSteps(
  config: readonly JobStepConfig[],
  assigned: ReadonlyMap<string, string>,
  defaultWorkerId: string,
): JobStep[] {
  if (config.length === 0)
    throw badRequest('Configure the job steps of the tenant first (tenant config jobSteps)');
  const known = new Set(config.map((s) => s.name));
  const unknown = [...assigned.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw validationError(`Unknown job steps: ${unknown.join(', ')}`, { steps: unknown });
  return config.map((s) => ({
    stepName: s.name,
    order: s.order,
    isPaid: s.isPaid,
    workerId: assigned.get(s.name) ?? defaultWorkerId,
    status: 'Pending',
    quantity: null,
    completedAt: null,
  }));
}

/** 400 unless `to` is after `from` in Pending → In-Progress → Completed. */
export function assertForward(from: StepStatus, to: StepStatus, stepName: string): void {
  if (STEP_STATUSES.indexOf(to) <= STEP_STATUSES.indexOf(from))
    throw badRequest(
      `Step ${stepName} is ${from}; its status only moves forward (Pending → In-Progress → Completed)`,
    );
}
