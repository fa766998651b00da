import { DomainError, notFound, validationError } from '@platform/kernel/errors';
import { findDocument } from '../documents/store.js';
import { type EntityView, getEntity, updateEntity } from '../entities/service.js';
import { findJob } from '../extraction/store.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { parsePath, setPath } from './paths.js';

export interface VerificationInput {
  readonly entityId: string;
  readonly version?: number | undefined;
  /** Profile path → the value a person verified. */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly documentId?: string | undefined;
  readonly jobId?: string | undefined;
}

export interface VerificationMark {
  readonly status: 'verified';
  readonly verifiedBy: string;
  readonly verifiedAt: string;
  readonly documentId?: string;
  readonly jobId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Applies human-verified fields to the entity's profile through the entity write itself
 * (updateEntity): the optimistic lock on `version` (stale → 409 VERSION_CONFLICT), the audit
 * row and `profile.updated` in one statement. Each path is also marked in `_verification`
 * ({status: 'verified', verifiedBy, verifiedAt}, with the source document and job). The new
 * top-level values are computed from the profile as read, so the profile read must be the
 * version the write is guarded by: a caller naming any other version is refused at once, and
 * a profile changed between the read and the write fails the write's own guard. Either way a
 * conflict, never an overwrite of a change the computation did not see.
 */
export async function saveVerification(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db' | 'outbox'>,
  input: VerificationInput,
): Promise<EntityView> {
  if (input.version === undefined)
    throw new DomainError('MISSING_VERSION', 'A version number is required for optimistic locking', {
      field: 'version',
    });
  const paths = Object.keys(input.fields);
  if (paths.length === 0)
    throw validationError('fields must name at least one profile path', { field: 'fields' });
  const parsed = paths.map((path) => ({ path, steps: parsePath(path) }));
  const entity = await getEntity(scope, deps, input.entityId);
  if (entity.version !== input.version)
    throw new DomainError('VERSION_CONFLICT', 'The entity was modified by another user', {
      currentVersion: entity.version,
      currentData: entity,
    });

  if (input.jobId !== undefined) {
    const job = await findJob(deps.db, input.jobId, entity.tenantId);
    if (!job) throw notFound('Extraction job');
    if (job.entity_id !== null && job.entity_id !== entity.id)
      throw validationError('The extraction job belongs to another entity', { field: 'jobId' });
  }
  if (input.documentId !== undefined) {
    const document = await findDocument(deps.db, input.documentId, entity.tenantId);
    if (!document) throw notFound('Document');
    if (document.entity_id !== null && document.entity_id !== entity.id)
      throw validationError('The document belongs to another entity', { field: 'documentId' });
  }

  const profile = structuredClone(entity.profileData);
  for (const { path, steps } of parsed) setPath(profile, steps, input.fields[path], path);
  const roots = [...new Set(parsed.map(({ steps }) => steps[0] as string))];

  const verifiedAt = new Date().toISOString();
  const mark: VerificationMark = {
    status: 'verified',
    verifiedBy: scope.caller.userId,
    verifiedAt,
    ...(input.documentId ? { documentId: input.documentId } : {}),
    ...(input.jobId ? { jobId: input.jobId } : {}),
  };
  const previous = isRecord(entity.profileData._verification) ? entity.profileData._verification : {};
  const verification = { ...previous, ...Object.fromEntries(paths.map((path) => [path, mark])) };

  return updateEntity(scope, deps, entity.id, {
    version: input.version,
    profileData: {
      ...Object.fromEntries(roots.map((root) => [root, profile[root] ?? null])),
      _verification: verification,
    },
    auditDetails: {
      source: 'verification',
      verifiedFields: paths,
      ...(input.documentId ? { documentId: input.documentId } : {}),
      ...(input.jobId ? { jobId: input.jobId } : {}),
    },
  });
}
