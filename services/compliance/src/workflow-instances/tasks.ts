import { conflict, validationError } from '@platform/kernel/errors';
import type { TemplatePhase } from '../workflow-templates/model.js';

export type InstanceStatus = 'DRAFT' | 'IN_PROGRESS' | 'COMPLETED';

export interface InstanceTask {
  readonly taskId: string;
  readonly name: string;
  readonly mandatory: boolean;
  readonly daysBeforeDeadline?: number | undefined;
  readonly advisory?: string | undefined;
  readonly completed: boolean;
  readonly completedAt: string | null;
  readonly completedBy: string | null;
}

export interface InstancePhase {
  readonly name: string;
  readonly order: number;
  readonly tasks: InstanceTask[];
}

/** `p<phase order>_t<position in the phase, from 1>`: the task ids clients send back. */
const taskIdOf = (order: number, position: number) => `p${order}_t${position + 1}`;

/** The template's phases as an instance starts them: in order, every task open, each with its id. */
export function startPhases(phases: readonly TemplatePhase[]): InstancePhase[] {
  return [...phases]
    .sort((a, b) => a.order - b.order)
    .map((phase) => ({
      name: phase.name,
      order: phase.order,
      tasks: phase.tasks.map((task, position) => ({
        ...task,
        taskId: taskIdOf(phase.order, position),
        completed: false,
        completedAt: null,
        completedBy: null,
      })),
    }));
}

/** COMPLETED once every mandatory task is done (a workflow without mandatory tasks completes with its last task). */
export function statusOf(phases: readonly InstancePhase[]): InstanceStatus {
  const tasks = phases.flatMap((p) => p.tasks);
  const mandatory = tasks.filter((t) => t.mandatory);
  const required = mandatory.length > 0 ? mandatory : tasks;
  return required.length > 0 && required.every((t) => t.completed) ? 'COMPLETED' : 'IN_PROGRESS';
}

export interface Toggle {
  readonly taskId: string;
  readonly completed: boolean;
  readonly by: string;
  readonly at: string;
}

/**
 * The phases after ticking or un-ticking one task. Unknown task: 400. Ticking a task while a
 * mandatory task of an earlier phase is open: 409 with `blockingTasks` (phases are sequential).
 */
export function toggleTask(phases: readonly InstancePhase[], toggle: Toggle): InstancePhase[] {
  const phase = phases.find((p) => p.tasks.some((t) => t.taskId === toggle.taskId));
  if (!phase) throw validationError(`Unknown task ${toggle.taskId}`, { field: 'taskId' });
  if (toggle.completed) {
    const blockingTasks = phases
      .filter((p) => p.order < phase.order)
      .flatMap((p) => p.tasks.filter((t) => t.mandatory && !t.completed).map((t) => t.taskId));
    if (blockingTasks.length > 0)
      throw conflict('Mandatory tasks of an earlier phase are still open', { blockingTasks });
  }
  return phases.map((p) =>
    p !== phase
      ? p
      : {
          ...p,
          tasks: p.tasks.map((t) =>
            t.taskId !== toggle.taskId
              ? t
              : toggle.completed
                ? { ...t, completed: true, completedAt: toggle.at, completedBy: toggle.by }
                : { ...t, completed: false, completedAt: null, completedBy: null },
          ),
        },
  );
}
