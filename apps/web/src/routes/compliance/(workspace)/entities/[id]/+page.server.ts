import { complianceApi } from '$lib/server/api';
import { readProblem } from '$lib/server/service-read';
import { verificationOf } from '../entities';
import type { PageServerLoad } from './$types';
import { entityId, readEntity } from './entity.server';
import { entityView } from './entity-view';

/**
 * One entity: its profile as the service holds it now, who verified which value from which
 * document, and the financial figures its ERP sent. The entity is required (another
 * organisation's is the not-found page); the figures and the names behind the verification
 * marks are reads the page can do without.
 */
export const load: PageServerLoad = async (event) => {
  const id = entityId(event.params);
  const api = complianceApi(event);
  const [entity, metrics] = await Promise.all([
    readEntity(event, id),
    api.GET('/api/v1/entities/{entityId}/metrics', {
      params: { path: { entityId: id }, query: { limit: 100 } },
    }),
  ]);
  const marks = Object.values(verificationOf(entity.profileData));
  const [people, documents] = await Promise.all([
    marks.some((mark) => mark.verifiedBy)
      ? api.GET('/api/v1/users', { params: { query: { limit: 100 } } })
      : Promise.resolve(null),
    marks.some((mark) => mark.documentId)
      ? api.GET('/api/v1/entities/{entityId}/documents', {
          params: { path: { entityId: id }, query: { limit: 100 } },
        })
      : Promise.resolve(null),
  ]);
  return {
    entity: {
      id: entity.id,
      name: entity.name,
      entityType: entity.entityType,
      isListed: entity.isListed,
      version: entity.version,
      updatedAt: entity.updatedAt,
    },
    view: entityView(
      entity,
      Object.fromEntries((people?.data?.data ?? []).map((user) => [user.id, user.name])),
      Object.fromEntries((documents?.data?.data ?? []).map((doc) => [doc.id, doc.fileName])),
    ),
    metrics: metrics.data
      ? {
          rows: metrics.data.data.map((m) => ({
            id: m.id,
            metricType: m.metricType,
            metricValue: m.metricValue,
            period: m.period,
            recordedAt: m.recordedAt,
          })),
          total: metrics.data.pagination.total,
        }
      : null,
    metricsProblem: metrics.data ? null : readProblem(metrics.response.status, metrics.error, 'compliance'),
  };
};
