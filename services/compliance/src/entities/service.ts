import { randomUUID } from 'node:crypto';
import { sql } from '@platform/kernel/db';
import { DomainError, notFound } from '@platform/kernel/errors';
import type { Page } from '@platform/kernel/http';
import { assertWithinPlan, lockTenant } from '../plans/limits.js';
import { recordAudit } from '../shared/audit-log.js';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { orderBy } from '../shared/sort.js';
import { versionConflict } from '../shared/version-conflict.js';
import { today } from '../timeline/dates.js';
import { submitPatch } from './patch-batch.js';
import {
  countTenantEntities,
  ENTITY_SORT,
  type EntityRow,
  findEntity,
  insertEntity,
  listEntities,
} from './store.js';

export interface EntityView {
  id: string;
  tenantId: string;
  name: string;
  entityType: string;
  isListed: boolean;
  profileData: Record<string, unknown>;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function entityView(row: EntityRow): EntityView {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    entityType: row.entity_type,
    isListed: row.is_listed,
    profileData: row.profile_data,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface NewEntityInput {
  readonly name: string;
  readonly entityType: string;
  readonly isListed?: boolean | undefined;
  readonly profileData?: Record<string, unknown> | undefined;
}

/** Creates an entity (version 1) within the tenant's plan: counted under a lock on the tenant row. */
export async function createEntity(
  { caller, tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
  input: NewEntityInput,
): Promise<EntityView> {
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockTenant(tx, tenantId))) throw notFound('Tenant');
    await assertWithinPlan(tx, tenantId, 'entities', await countTenantEntities(tx, tenantId));
    const entity = await insertEntity(tx, {
      tenantId,
      name: input.name,
      entityType: input.entityType,
      isListed: input.isListed ?? false,
      profileData: input.profileData ?? {},
    });
    await recordAudit(tx, {
      tenantId,
      action: 'ENTITY_CREATED',
      entityType: 'entity',
      entityId: entity.id,
      userId: caller.userId,
      userName: caller.email,
      details: { name: entity.name, entityType: entity.entity_type, isListed: entity.is_listed },
    });
    return entity;
  });
  return entityView(row);
}

/** Another tenant's entity is 404, as if it did not exist. */
export async function getEntity({ tenantId }: Scope, deps: Pick<ComplianceDeps, 'db'>, id: string) {
  const row = await findEntity(deps.db, id, tenantId);
  if (!row) throw notFound('Entity');
  return entityView(row);
}

/** What GET /entities may narrow the list to; every filter given must hold. */
export interface EntityListQuery {
  /**
   * Case-insensitive: part of the name, or the beginning of the profile's PAN, CIN or GSTIN.
   * Blank means no search.
   */
  readonly search?: string | undefined;
  readonly entityType?: string | undefined;
  readonly isListed?: boolean | undefined;
  /**
   * true: entities with at least one workflow instance past its due date and not completed
   * (due before today, UTC, as the timeline engine counts days); false: entities with none.
   */
  readonly overdue?: boolean | undefined;
}

export async function listTenantEntities(
  { tenantId }: Scope<string>,
  deps: Pick<ComplianceDeps, 'db'>,
  query: EntityListQuery,
  sort: string | undefined,
  page: Page,
  day: string = today(),
): Promise<{ entities: EntityView[]; total: number }> {
  const order = orderBy(sort, ENTITY_SORT, 'createdAt:asc', sql`id asc`);
  const search = query.search?.trim();
  const { rows, total } = await listEntities(
    deps.db,
    {
      tenantId,
      search: search === '' ? undefined : search,
      entityType: query.entityType,
      isListed: query.isListed,
      overdue: query.overdue,
      today: day,
    },
    order,
    page,
  );
  return { entities: rows.map(entityView), total };
}

/** Where `profileData` keeps who verified which field (POST /documents/verification/save). */
export const VERIFICATION_KEY = '_verification';

export interface EntityUpdateInput {
  readonly version?: number | undefined;
  readonly name?: string | undefined;
  readonly entityType?: string | undefined;
  readonly isListed?: boolean | undefined;
  /** Merged into the stored profile key by key; a key set to null is removed. */
  readonly profileData?: Record<string, unknown> | undefined;
  /** Added to the audit row's details: where the change came from. */
  readonly auditDetails?: Record<string, unknown> | undefined;
}

const missingVersion = () =>
  new DomainError('MISSING_VERSION', 'A version number is required for optimistic locking', {
    field: 'version',
  });

/**
 * PATCH entity with optimistic locking, as clients expect it: no version → MISSING_VERSION;
 * a stale version → 409 VERSION_CONFLICT with `currentVersion` and `currentData`; otherwise the
 * version goes up by one and, in the same statement, an audit row and a `profile.updated`
 * event carry the same field-level changes.
 */
export async function updateEntity(
  { caller, tenantId }: Scope,
  deps: Pick<ComplianceDeps, 'db' | 'outbox'>,
  id: string,
  input: EntityUpdateInput,
): Promise<EntityView> {
  if (input.version === undefined) throw missingVersion();
  const expected = input.version;
  const profile = input.profileData ?? {};
  const profileSet = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== null));
  const profileRemove = Object.keys(profile).filter((k) => profile[k] === null);
  // A verification save writes the marks itself; any other write drops those of what it changes.
  const unverify = Object.hasOwn(profile, VERIFICATION_KEY) ? [] : Object.keys(profile);

  const outcome = await submitPatch(deps.db, {
    id,
    tenantId,
    expectedVersion: expected,
    patch: {
      name: input.name,
      entityType: input.entityType,
      isListed: input.isListed,
      profileSet,
      profileRemove,
      unverify,
    },
    userId: caller.userId,
    userName: caller.email,
    eventId: randomUUID(),
    auditDetails: input.auditDetails,
  });
  if (outcome.kind === 'failed') throw outcome.error;
  if (outcome.kind === 'written') {
    deps.outbox.wake();
    return entityView(outcome.entity);
  }

  const current = await findEntity(deps.db, id, tenantId);
  if (!current) throw notFound('Entity');
  throw versionConflict('The entity was modified by another user', entityView(current));
}
