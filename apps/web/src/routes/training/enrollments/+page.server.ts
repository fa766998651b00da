import { fail } from '@sveltejs/kit';
import { oneOf, PAGE_SIZE, pageOf, refusedMove, uuidParam } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import { text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { courseTitles } from '../courses.server';
import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '../training';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  const status = oneOf(url, 'status', ENROLLMENT_STATUSES);
  const course_id = uuidParam(url, 'course_id');
  const list = required(
    await trainingApi(event).GET('/api/v1/enrollments', {
      params: {
        query: {
          page: pageOf(url),
          limit: PAGE_SIZE,
          ...(status ? { status } : {}),
          ...(course_id ? { course_id } : {}),
        },
      },
    }),
  );
  const courses = await courseTitles(event, [
    ...list.data.map((enrollment) => enrollment.course_id),
    ...(course_id ? [course_id] : []),
  ]);
  return {
    enrollments: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    filters: { status: status ?? '', course_id: course_id ?? '' },
    courses,
  };
};

export const actions = guardActions('training', {
  /** Completing issues the certificate: the service sets its number and the completion date. */
  move: async (event) => {
    const form = await event.request.formData();
    const id = text(form, 'id');
    const status = ENROLLMENT_STATUSES.find((s): s is EnrollmentStatus => s === text(form, 'status'));
    if (!id || !status) return fail(400, { moveId: id, moveError: 'Choose a move.' });
    const { data, error, response } = await trainingApi(event).PATCH('/api/v1/enrollments/{id}', {
      params: { path: { id } },
      body: { status },
    });
    if (!data) return refusedMove(id, response.status, error);
    return { moved: { id, status, certificate: data.data.certificate_number } };
  },
} satisfies Actions);
