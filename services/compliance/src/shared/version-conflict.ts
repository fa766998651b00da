import { DomainError } from '@platform/kernel/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a stale-version write answers with: the record as it is now, for the client to reapply its change to. */
interface VersionConflictDetails<T extends { readonly version: number }> {
  readonly currentVersion: number;
  readonly currentData: T;
}

/**
 * The one error of a write that held a stale version (409 `VERSION_CONFLICT`). The compliance
 * envelope lifts `currentVersion` and `currentData` to the top level, where clients read
 * them; form mappings answer the same error in their own body (`answerVersionConflictBody`).
 */
export function versionConflict<T extends { readonly version: number }>(
  message: string,
  current: T,
): DomainError {
  const details: VersionConflictDetails<T> = { currentVersion: current.version, currentData: current };
  return new DomainError('VERSION_CONFLICT', message, { ...details });
}

function isVersionConflict(
  error: unknown,
): error is DomainError & { readonly details: VersionConflictDetails<{ readonly version: number }> } {
  return (
    error instanceof DomainError &&
    error.code === 'VERSION_CONFLICT' &&
    typeof error.details?.currentVersion === 'number' &&
    'currentData' in error.details
  );
}

/**
 * Route error handler of the form-mapping PUT, whose clients expect the same error in a body of
 * its own, `{error: 'version_conflict', message, currentVersion, currentData}`, not the error
 * envelope; every other error goes on to the service's error handler.
 */
export function answerVersionConflictBody(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (!isVersionConflict(error)) throw error;
  return reply.status(409).send({
    error: 'version_conflict',
    message: error.message,
    currentVersion: error.details.currentVersion,
    currentData: error.details.currentData,
  });
}
