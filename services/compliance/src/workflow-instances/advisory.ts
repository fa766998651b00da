import { renderFromObject } from '../shared/placeholders.js';
import type { InstancePhase, InstanceTask } from './tasks.js';

export interface AdvisedTask extends InstanceTask {
  /** The advisory with `{{path}}` filled from the entity profile, HTML-escaped; missing paths stay as written. */
  readonly advisoryRendered?: string;
}

export interface AdvisedPhase extends Omit<InstancePhase, 'tasks'> {
  readonly tasks: AdvisedTask[];
}

/** Each task's advisory rendered against the entity's profile, beside the advisory as the template wrote it. */
export function renderAdvisories(phases: readonly InstancePhase[], profile: unknown): AdvisedPhase[] {
  return phases.map((phase) => ({
    ...phase,
    tasks: phase.tasks.map((task) =>
      task.advisory === undefined
        ? task
        : { ...task, advisoryRendered: renderFromObject(task.advisory, profile).text },
    ),
  }));
}
