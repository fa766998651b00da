import { DomainError } from '@platform/kernel/errors';

/** What a stale-version write answers with: the record as it is now, for the client to reapply its change to. */
export interface VersionConflictDetails<T extends { readonly version: number }> {
  readonly currentVersion: number;
  readonly currentData: T;
}

/**
 * The one error of a write that held a stale version (409 `VERSION_CONFLICT`). The compliance
 * envelope lifts `currentVersion` and `currentData` to the top level, where clients read
 * them; form mappings answer the same error in their own body, `{error: 'version_conflict', ...}`.
 */
export function versionConflict<T extends { readonly version: number }>(
  message: string,
  current: T,
): DomainError {
  const details: VersionConflictDetails<T> = { currentVersion: current.version, currentData: current };
  return new DomainError('VERSION_CONFLICT', message, { ...details });
}

export function isVersionConflict(
  error: unknown,
): error is DomainError & { readonly details: VersionConflictDetails<{ readonly version: number }> } {
  return (
    error instanceof DomainError &&
    error.code === 'VERSION_CONFLICT' &&
    typeof error.details?.currentVersion === 'number' &&
    'currentData' in error.details
  );
}
