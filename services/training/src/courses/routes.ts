import { BEARER_SECURITY, type HttpApp, IdParams, paged, pageOf, success } from '@platform/kernel/http';
import { limit } from '@platform/kernel/ratelimit';
import type { FastifyReply } from 'fastify';
import { adminActor, requireAdmin, viewer } from '../shared/admin.js';
import type { TrainingDeps } from '../shared/deps.js';
import { IdOrSlug, listOf, pagedEnvelope } from '../shared/schemas.js';
import { BulkBody, CatalogueQuery, Course, CourseBody } from './schemas.js';
import {
  browseCourses,
  bulkUpdateCourses,
  courseReader,
  createCourse,
  deleteCourse,
  readCourse,
  updateCourse,
} from './service.js';

/**
 * A course the store answered as JSON text goes out as it is, in the success envelope, past the
 * response serializer: the text is the stored image, which is the schema's shape.
 */
function sendCourse(reply: FastifyReply, course: string) {
  // The typed `send` only knows the schema's object shape, hence the cast.
  return reply.type('application/json; charset=utf-8').send(`{"status":"success","data":${course}}` as never);
}

export function courseRoutes(deps: TrainingDeps) {
  const reads = { courses: courseReader(deps) };
  return async (app: HttpApp) => {
    const tags = ['courses'];

    app.get(
      '/courses',
      {
        config: limit(deps.limits.public),
        schema: {
          tags,
          summary: 'The catalogue: published, active courses (an administrator token sees every course)',
          description:
            'Filters combine with AND. `search` is full-text (web-search syntax) over title and description, ' +
            'best match first. `status` and `is_published` narrow an administrator view.',
          querystring: CatalogueQuery,
          response: { 200: paged(Course) },
        },
      },
      async (request) => {
        const q = request.query;
        const page = pageOf(q);
        const found = await browseCourses(
          viewer(request),
          deps,
          {
            category: q.category,
            city: q.city,
            association: q.association,
            deliveryMode: q.delivery_mode,
            search: q.search,
            status: q.status,
            isPublished: q.is_published,
          },
          page,
        );
        return pagedEnvelope(found, page);
      },
    );

    app.post(
      '/courses',
      {
        onRequest: requireAdmin,
        schema: { tags, security: BEARER_SECURITY, body: CourseBody, response: { 201: success(Course) } },
      },
      async (request, reply) => {
        const course = await createCourse(adminActor(request), deps, request.body);
        return reply.status(201).send({ status: 'success' as const, data: course });
      },
    );

    app.patch(
      '/courses/bulk',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Publish, archive, re-activate or delete several courses at once (all or nothing)',
          body: BulkBody,
          response: { 200: listOf(Course) },
        },
      },
      async (request) => {
        const courses = await bulkUpdateCourses(
          adminActor(request),
          deps,
          request.body.ids,
          request.body.updates,
        );
        return { status: 'success' as const, results: courses.length, data: courses };
      },
    );

    app.get(
      '/courses/:id',
      {
        config: limit(deps.limits.public),
        schema: {
          tags,
          summary: 'One course by id or slug',
          params: IdOrSlug,
          response: { 200: success(Course) },
        },
      },
      async (request, reply) =>
        sendCourse(reply, await readCourse(viewer(request), reads, request.params.id)),
    );

    app.put(
      '/courses/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Replace a course: omitted taxonomy lists and schedule become empty',
          params: IdParams,
          body: CourseBody,
          response: { 200: success(Course) },
        },
      },
      async (request, reply) =>
        sendCourse(reply, await updateCourse(adminActor(request), deps, request.params.id, request.body)),
    );

    app.delete(
      '/courses/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          security: BEARER_SECURITY,
          summary: 'Soft delete: status deleted, deleted_at set',
          params: IdParams,
          response: { 200: success(Course) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await deleteCourse(adminActor(request), deps, request.params.id),
      }),
    );
  };
}
