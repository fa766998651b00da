import { error, fail } from '@sveltejs/kit';
import { isUuid } from '$lib/server/admin-lists';
import { type Caller, required, workflowApi } from '$lib/server/api';
import { text } from '$lib/server/form';
import { guardActions, signedIn } from '$lib/server/guard';
import { readRefusal } from '$lib/server/service-errors';
import { readProblem } from '$lib/server/service-read';
import { reopens } from '../workflows';
import type { Actions, PageServerLoad } from './$types';

const TASK_ID = /^p\d{1,3}_t\d{1,3}$/;

/** How far back a completion's follow-ups are still awaited, while the service starts them. */
const FOLLOW_UP_WAIT_MS = 2 * 60 * 1000;

function instanceIdOf(id: string): string {
  if (!isUuid(id)) error(404, { message: 'No such workflow' });
  return id;
}

function readInstance(event: Caller, id: string) {
  return workflowApi(event).GET('/api/v1/workflows/instances/{id}', { params: { path: { id } } });
}

/**
 * One workflow instance with its template, entity and tenant (another tenant's is the 404 page),
 * and what its completion led to: the instances it started (`triggeredBy` this one, among the
 * entity's latest 100) and the one that started it. When the completion raised an event, the
 * templates that wait for it and apply to the entity are the follow-ups to expect; those not
 * started yet are listed as on their way for a short while after the completion.
 */
export const load: PageServerLoad = async (event) => {
  const id = instanceIdOf(event.params.id);
  const api = workflowApi(event);
  const instance = required(await readInstance(event, id)).data;
  const completionEvent = instance.template.timelineLogic.completionEvent ?? null;
  const [related, awaited] = await Promise.all([
    api.GET('/api/v1/workflows/instances', {
      params: { query: { entityId: instance.entityId, sort: 'createdAt:desc', limit: 100 } },
    }),
    instance.status === 'COMPLETED' && completionEvent
      ? api.GET('/api/v1/workflows/templates', {
          params: { query: { entityId: instance.entityId, limit: 100 } },
        })
      : Promise.resolve(null),
  ]);
  const rows = related.data?.data ?? [];
  const followUps = rows
    .filter((r) => r.triggeredBy === id)
    .map((r) => ({
      id: r.id,
      workflowName: r.workflowName,
      customLabel: r.customLabel,
      dueDate: r.dueDate,
      status: r.status,
    }));
  const startedBy = instance.triggeredBy
    ? {
        id: instance.triggeredBy,
        workflowName: rows.find((r) => r.id === instance.triggeredBy)?.workflowName ?? null,
      }
    : null;
  const recentlyCompleted =
    instance.completedAt !== null && Date.now() - Date.parse(instance.completedAt) < FOLLOW_UP_WAIT_MS;
  const expected = (awaited?.data?.data ?? []).filter(
    (t) => t.timelineLogic.triggerEvent === completionEvent && t.isActive,
  );
  const started = new Set(rows.filter((r) => r.triggeredBy === id).map((r) => r.templateId));
  return {
    instance,
    completionEvent,
    followUps,
    followUpsProblem: related.data ? null : readProblem(related.response.status, related.error, 'workflow'),
    followUpsComing: recentlyCompleted
      ? expected.filter((t) => !started.has(t.id)).map((t) => t.workflowName)
      : [],
    startedBy,
    started: event.url.searchParams.get('started') === '1',
    userId: signedIn(event).id,
  };
};

/** A task named for a person: its name and its phase. */
function namedTasks(
  phases: readonly {
    order: number;
    name: string;
    tasks: readonly { taskId: string; name: string }[];
  }[],
  ids: readonly string[],
) {
  return ids.map((taskId) => {
    const phase = phases.find((p) => p.tasks.some((t) => t.taskId === taskId));
    const task = phase?.tasks.find((t) => t.taskId === taskId);
    return { taskId, name: task?.name ?? taskId, phase: phase?.order ?? 0, phaseName: phase?.name ?? '' };
  });
}

/** A refused toggle, beside the task it concerns. */
function taskFailure(
  status: number,
  taskId: string,
  message: string,
  blocking: ReturnType<typeof namedTasks> = [],
) {
  return fail(status, { taskId, taskError: message, blocking });
}

export const actions = guardActions('compliance', {
  /**
   * Ticks or un-ticks one task (`taskId`, `completed` true or false). Un-ticking a task that would
   * take a completed instance back to in progress asks first (`confirmReopen`), since its
   * certificate is withdrawn: the form comes back with `confirmed=yes` from the question (the
   * page's own, or the dialog's with JavaScript). A tick the phase rule refuses names the tasks
   * that block it. The tick that completes the instance also issues its certificate.
   */
  task: async (event) => {
    const id = instanceIdOf(event.params.id);
    const form = await event.request.formData();
    const taskId = text(form, 'taskId');
    const completed = text(form, 'completed');
    if (!TASK_ID.test(taskId) || (completed !== 'true' && completed !== 'false'))
      return taskFailure(400, taskId, 'Choose a task to tick or un-tick.');
    const api = workflowApi(event);

    if (completed === 'false' && text(form, 'confirmed') !== 'yes') {
      const current = await readInstance(event, id);
      if (!current.data)
        return taskFailure(
          current.response.status === 404 ? 404 : 502,
          taskId,
          current.response.status === 404
            ? 'This workflow no longer exists.'
            : readProblem(current.response.status, current.error, 'workflow').message,
        );
      const { status, currentData, certificateUrl } = current.data.data;
      if (status === 'COMPLETED' && reopens(currentData.phases, taskId)) {
        const [task] = namedTasks(currentData.phases, [taskId]);
        return {
          confirmReopen: { taskId, name: task?.name ?? taskId, hasCertificate: certificateUrl !== null },
        };
      }
    }

    const {
      data,
      error: refused,
      response,
    } = await api.PATCH('/api/v1/workflows/instances/{id}/tasks', {
      params: { path: { id } },
      body: { taskId, completed: completed === 'true' },
    });
    if (!data) {
      const reading = readRefusal(refused, response);
      const blockingIds = reading.details?.blockingTasks;
      if (response.status === 409 && Array.isArray(blockingIds)) {
        const current = await readInstance(event, id);
        const phases = current.data?.data.currentData.phases ?? [];
        const blocking = namedTasks(
          phases,
          blockingIds.filter((b): b is string => typeof b === 'string'),
        );
        return taskFailure(
          409,
          taskId,
          'This task waits for the mandatory tasks of an earlier phase. Tick these first:',
          blocking,
        );
      }
      if (response.status === 404) return taskFailure(404, taskId, 'This workflow no longer exists.');
      return taskFailure(
        response.status >= 500 ? 502 : response.status,
        taskId,
        response.status >= 500
          ? 'The service did not answer. Nothing changed; please try again.'
          : reading.message,
      );
    }

    const after = data.data;
    let issued: 'issued' | 'failed' | null = null;
    if (after.status === 'COMPLETED' && after.certificateUrl === null) {
      const certificate = await api.POST('/api/v1/workflows/instances/{id}/generate-pdf', {
        params: { path: { id } },
      });
      issued = certificate.data ? 'issued' : 'failed';
    }
    return { toggled: { taskId, completed: completed === 'true', status: after.status, issued } };
  },

  /** Issues the certificate of a completed instance again (or for the first time, when that failed). */
  certificate: async (event) => {
    const id = instanceIdOf(event.params.id);
    const {
      data,
      error: refused,
      response,
    } = await workflowApi(event).POST('/api/v1/workflows/instances/{id}/generate-pdf', {
      params: { path: { id } },
    });
    if (!data) {
      const message =
        response.status === 409
          ? 'A certificate is issued only for a completed workflow.'
          : response.status === 404
            ? 'This workflow no longer exists.'
            : response.status >= 500
              ? 'The service did not answer. No certificate was issued; please try again.'
              : readRefusal(refused, response).message;
      return fail(response.status >= 500 ? 502 : response.status, { certificateError: message });
    }
    return { certificateIssued: true };
  },
} satisfies Actions);
