import { fail } from '@sveltejs/kit';
import { oneOf, PAGE_SIZE, pageOf, refusedMove, uuidParam } from '$lib/server/admin-lists';
import { required, trainingApi } from '$lib/server/api';
import { checkRequired, optional, refusal, text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { courseTitles } from '../courses.server';
import { INTEREST_STATUSES, type InterestStatus } from '../training';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const { url } = event;
  const status = oneOf(url, 'status', INTEREST_STATUSES);
  const course_id = uuidParam(url, 'course_id');
  const list = required(
    await trainingApi(event).GET('/api/v1/interests', {
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
    ...list.data.map((interest) => interest.course_id),
    ...(course_id ? [course_id] : []),
  ]);
  return {
    interests: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
    filters: { status: status ?? '', course_id: course_id ?? '' },
    courses,
  };
};

export const actions = guardActions('training', {
  move: async (event) => {
    const form = await event.request.formData();
    const id = text(form, 'id');
    const status = INTEREST_STATUSES.find((s): s is InterestStatus => s === text(form, 'status'));
    if (!id || !status) return fail(400, { moveId: id, moveError: 'Choose a move.' });
    const { data, error, response } = await trainingApi(event).PATCH('/api/v1/interests/{id}', {
      params: { path: { id } },
      body: { status },
    });
    if (!data) return refusedMove(id, response.status, error);
    return { moved: { id, status } };
  },
  /** An enrollment from a contacted interest; the service marks the interest converted with it. */
  convert: async (event) => {
    const form = await event.request.formData();
    const values = {
      interest_id: text(form, 'interest_id'),
      course_id: text(form, 'course_id'),
      learner_name: text(form, 'learner_name'),
      learner_email: text(form, 'learner_email'),
      organisation: text(form, 'organisation'),
      scheduled_date: text(form, 'scheduled_date'),
    };
    const errors = checkRequired(values, {
      learner_name: "the learner's name",
      learner_email: "the learner's e-mail address",
    });
    if (Object.keys(errors).length > 0) {
      return fail(400, {
        convertId: values.interest_id,
        values,
        errors,
        message: 'Please correct the fields marked below.',
      });
    }
    const { data, error, response } = await trainingApi(event).POST('/api/v1/enrollments', {
      body: {
        course_id: values.course_id,
        interest_id: values.interest_id,
        learner_name: values.learner_name,
        learner_email: values.learner_email,
        ...(optional(form, 'organisation') ? { organisation: values.organisation } : {}),
        ...(optional(form, 'scheduled_date') ? { scheduled_date: values.scheduled_date } : {}),
      },
    });
    if (!data) {
      const refused = refusal(error, response, values);
      return fail(refused.status, { convertId: values.interest_id, ...refused.data });
    }
    return { converted: { name: data.data.learner_name, id: data.data.id } };
  },
} satisfies Actions);
