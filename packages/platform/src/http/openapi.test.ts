import { Ajv } from 'ajv';
import type { ErrorCode } from '../errors/index.js';
import { createTestHttpApp } from '../testing/http.js';
import { complianceEnvelope, gotrueEnvelope, statusEnvelope, Type, trainingEnvelope } from './index.js';
import { completeOpenApiDocument, deriveOperationId } from './openapi.js';

interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
type Paths = Record<string, Record<string, Operation>>;

describe('operation ids derived from method and path', () => {
  const cases: [string, string, string][] = [
    ['GET', '/api/v1/courses', 'listCourses'],
    ['GET', '/api/v1/courses/{id}', 'getCourse'],
    ['POST', '/api/v1/courses', 'createCourse'],
    ['PUT', '/api/v1/courses/{id}', 'updateCourse'],
    ['DELETE', '/api/v1/taxonomies/{id}', 'deleteTaxonomy'],
    ['POST', '/api/v1/courses/{id}/interest', 'createCourseInterest'],
    ['GET', '/api/v1/entities/{entityId}/documents', 'listEntityDocuments'],
    ['PATCH', '/api/v1/workflows/instances/{id}/tasks', 'updateWorkflowInstanceTasks'],
    ['GET', '/api/v1/workflows/templates', 'listWorkflowTemplates'],
    ['POST', '/api/v1/workflows/instances/{id}/generate-pdf', 'generateWorkflowInstancePdf'],
    ['POST', '/api/v1/documents/upload', 'uploadDocument'],
    ['POST', '/api/v1/transaction/makePayment', 'makePayment'],
    ['GET', '/api/v1/article/getArticleList', 'getArticleList'],
    ['POST', '/api/v1/auth/login', 'login'],
    ['POST', '/auth/v1/signup', 'signup'],
    ['GET', '/auth/v1/user', 'getUser'],
    ['GET', '/auth/v1/settings', 'getSettings'],
    ['GET', '/api/v1/metrics', 'getMetrics'],
    ['GET', '/api/v1/training-plan', 'getTrainingPlan'],
    ['GET', '/api/v1/tenant/stats', 'getTenantStats'],
    ['DELETE', '/api/v1/global-config/cors/{origin}', 'deleteGlobalConfigCors'],
    ['GET', '/things/:id', 'getThing'],
  ];
  it.each(cases)('%s %s is %s', (method, path, id) => {
    expect(deriveOperationId(method, path)).toBe(id);
  });

  it('lists a singular collection that has items under it', () => {
    const isCollection = (path: string) => path === '/api/v1/worker';
    expect(deriveOperationId('GET', '/api/v1/worker', isCollection)).toBe('listWorkers');
    expect(deriveOperationId('GET', '/api/v1/worker/{id}', isCollection)).toBe('getWorker');
  });
});

describe('the kernel OpenAPI document', () => {
  it('names every operation, keeping a route its own operationId', async () => {
    const app = await createTestHttpApp();
    app.get('/things', async () => []);
    app.get('/things/:id', { schema: { params: Type.Object({ id: Type.String() }) } }, async () => ({}));
    app.put('/things/:id/name', { schema: { operationId: 'renameThing' } }, async () => ({}));
    await app.ready();
    const paths = (app.swagger() as unknown as { paths: Paths }).paths;
    expect(paths['/things']?.get?.operationId).toBe('listThings');
    expect(paths['/things/{id}']?.get?.operationId).toBe('getThing');
    expect(paths['/things/{id}/name']?.put?.operationId).toBe('renameThing');
    await app.close();
  });

  it('documents a body the handler reads itself without validating it', async () => {
    const app = await createTestHttpApp();
    app.post(
      '/uploads',
      {
        schema: {
          consumes: ['multipart/form-data'],
          documentedBody: Type.Object({ file: Type.String({ format: 'binary' }) }),
        },
      },
      async () => ({ stored: true }),
    );
    await app.ready();
    const paths = (app.swagger() as unknown as { paths: Paths }).paths;
    expect(paths['/uploads']?.post?.requestBody?.content).toEqual({
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { file: { type: 'string', format: 'binary' } },
          required: ['file'],
        },
      },
    });
    expect((await app.inject({ method: 'POST', url: '/uploads' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses two operations of one name, naming both', () => {
    const document = {
      openapi: '3.0.3',
      paths: { '/a/create': { post: {} }, '/a': { post: {} } },
    };
    expect(() => completeOpenApiDocument(document)).toThrow(/createA of POST \/a is also POST \/a\/create's/);
  });

  it('writes exclusive bounds as OpenAPI 3.0 flags', async () => {
    const app = await createTestHttpApp();
    app.post(
      '/payments',
      {
        schema: {
          body: Type.Object({
            amount: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1e9 }),
            share: Type.Number({ minimum: 1, exclusiveMinimum: 0 }),
          }),
        },
      },
      async () => ({}),
    );
    await app.ready();
    const paths = (app.swagger() as unknown as { paths: Paths }).paths;
    const schema = paths['/payments']?.post?.requestBody?.content['application/json']?.schema;
    expect(schema?.properties).toEqual({
      amount: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1e9, exclusiveMaximum: true },
      share: { type: 'number', minimum: 1 },
    });
    // Validation keeps the route's own schema.
    const refused = await app.inject({ method: 'POST', url: '/payments', payload: { amount: 0, share: 1 } });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });
});

describe('documented errors', () => {
  const samples: { code: ErrorCode; statusCode: number; details?: Record<string, unknown> }[] = [
    { code: 'VALIDATION_ERROR', statusCode: 400, details: { fields: [{ field: 'name' }] } },
    { code: 'NOT_FOUND', statusCode: 404 },
    { code: 'RATE_LIMITED', statusCode: 429, details: { retryAfter: 30 } },
    { code: 'VERSION_CONFLICT', statusCode: 409, details: { currentVersion: 3, currentData: { id: 'a' } } },
  ];
  it.each([complianceEnvelope, trainingEnvelope, statusEnvelope, gotrueEnvelope])(
    'the $name envelope answers what its errorSchema says',
    (envelope) => {
      const validate = new Ajv({ strict: false }).compile(envelope.errorSchema);
      for (const sample of samples) {
        const body = envelope.error({ ...sample, message: 'refused', correlationId: 'c-1' });
        expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
      }
    },
  );

  it('are every operation’s default response, unless it documents its own', async () => {
    const app = await createTestHttpApp({ envelope: trainingEnvelope });
    app.get('/things', async () => []);
    app.get(
      '/own',
      { schema: { response: { default: Type.Object({ problem: Type.String() }) } } },
      async () => ({ problem: 'none' }),
    );
    await app.ready();
    const doc = app.swagger() as unknown as {
      paths: Paths;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.components.schemas.ErrorBody).toEqual(trainingEnvelope.errorSchema);
    expect(doc.paths['/things']?.get?.responses?.default?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.paths['/own']?.get?.responses?.default?.content?.['application/json']?.schema).toMatchObject({
      properties: { problem: { type: 'string' } },
    });
    await app.close();
  });
});
