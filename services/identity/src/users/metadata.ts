import { isProduct, PRODUCTS } from '@platform/kernel/auth';
import { validationFailed } from '../shared/errors.js';

export type Metadata = Record<string, unknown>;

/**
 * Each of user_metadata and app_metadata holds at most this many bytes (as JSON text), given
 * or merged: both are copied into every access token, which must stay within the 8-16 KB
 * request-header limits of servers and proxies. The database enforces the same bound on the
 * merged value (migration 0002); checking the input first spares a password hash for nothing.
 */
export const METADATA_MAX_BYTES = 4096;

export type MetadataColumn = 'user_metadata' | 'app_metadata';

export const metadataTooLarge = (column: MetadataColumn) =>
  validationFailed(`${column} must be at most ${METADATA_MAX_BYTES} bytes of JSON`);

export function assertMetadataSize(column: MetadataColumn, metadata: Metadata | undefined): void {
  if (metadata !== undefined && Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES)
    throw metadataTooLarge(column);
}

/** The column whose size constraint a refused write broke, if that is why it was refused. */
export function metadataColumnOfConstraint(constraint: string | undefined): MetadataColumn | undefined {
  if (constraint === 'users_user_metadata_size') return 'user_metadata';
  if (constraint === 'users_app_metadata_size') return 'app_metadata';
  return undefined;
}

/** Other services authorise on these, so only the admin API may write them. */
export const ADMIN_ONLY_USER_METADATA_KEYS = ['tenantId', 'entityId'] as const;

export const PLATFORM_ROLES = ['super_admin', 'admin', 'user'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** What a user may put in their own metadata: anything but the admin-only keys. */
export function selfServiceUserMetadata(data: Metadata | undefined): Metadata {
  const kept: Metadata = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (!(ADMIN_ONLY_USER_METADATA_KEYS as readonly string[]).includes(key)) kept[key] = value;
  }
  return kept;
}

/**
 * A new user's app_metadata: GoTrue's provider fields, the platform role (`user` unless given),
 * and the products granted, if any were (a self-service sign-up grants none).
 */
export function initialAppMetadata(given: Metadata | undefined): Metadata {
  return validAppMetadata({ provider: 'email', providers: ['email'], role: 'user', ...given });
}

/**
 * What the admin API may write into app_metadata: a known role, and in `apps` the products the
 * person belongs to, each named once (a name given twice is kept once). A `null` removes either.
 */
export function validAppMetadata(appMetadata: Metadata): Metadata {
  const { role, apps } = appMetadata;
  if (role !== undefined && role !== null && !(PLATFORM_ROLES as readonly unknown[]).includes(role)) {
    throw validationFailed(`app_metadata.role must be one of ${PLATFORM_ROLES.join(', ')}`);
  }
  if (apps === undefined || apps === null) return appMetadata;
  if (!Array.isArray(apps) || !apps.every(isProduct)) {
    throw validationFailed(`app_metadata.apps must be a list of products among ${PRODUCTS.join(', ')}`);
  }
  return { ...appMetadata, apps: [...new Set(apps)] };
}

export function assertValidUserMetadata(userMetadata: Metadata): void {
  for (const key of ADMIN_ONLY_USER_METADATA_KEYS) {
    const value = userMetadata[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw validationFailed(`user_metadata.${key} must be a string`);
    }
  }
}

export interface MetadataPatch {
  readonly set: Metadata;
  readonly remove: readonly string[];
}

/** GoTrue's update semantics: given keys replace, a `null` value deletes the key, others stay. */
export function metadataPatch(changes: Metadata): MetadataPatch {
  const set: Metadata = {};
  const remove: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) remove.push(key);
    else set[key] = value;
  }
  return { set, remove };
}

export function withoutNulls(metadata: Metadata | undefined): Metadata {
  return metadataPatch(metadata ?? {}).set;
}

export function platformRoleOf(appMetadata: Metadata): PlatformRole | undefined {
  const role = appMetadata.role;
  return (PLATFORM_ROLES as readonly unknown[]).includes(role) ? (role as PlatformRole) : undefined;
}
