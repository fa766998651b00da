import { BEARER_SECURITY, type HttpApp, success, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { FactoryDeps } from '../shared/deps.js';
import { ok } from '../shared/schemas.js';
import { tenantOf } from '../shared/tenant-scope.js';
import { putMasterData, tenantMasterData } from './service.js';

const Value = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Record = Type.Object({
  _id: Uuid,
  tenantId: Uuid,
  attributeName: Type.String(),
  values: Type.Array(Type.String()),
  updatedAt: Timestamp,
});

/** `/master-data-values`: inside the tenant scope (administrators). */
export function masterDataRoutes(deps: Pick<FactoryDeps, 'db'>) {
  return async (app: HttpApp) => {
    const tags = ['master-data'];
    const security = BEARER_SECURITY;

    app.get(
      '/master-data-values/:tenantId',
      {
        schema: {
          tags,
          security,
          summary: 'Every attribute value list of the tenant',
          operationId: 'getMasterDataValues',
          params: Type.Object({ tenantId: Uuid }),
          response: { 200: success(Type.Array(Record)) },
        },
      },
      async (request) => ok(await tenantMasterData(tenantOf(request), deps)),
    );

    app.post(
      '/master-data-values',
      {
        schema: {
          tags,
          security,
          summary: "Create (201) or replace (200) the value list of one attribute of the caller's tenant",
          body: Type.Object(
            {
              attributeName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
              values: Type.Array(Value, { maxItems: 1000, uniqueItems: true }),
            },
            { additionalProperties: false },
          ),
          response: { 200: success(Record), 201: success(Record) },
        },
      },
      async (request, reply) => {
        const { record, created } = await putMasterData(
          tenantOf(request),
          deps,
          request.body.attributeName,
          request.body.values,
        );
        return reply.status(created ? 201 : 200).send(ok(record));
      },
    );
  };
}
