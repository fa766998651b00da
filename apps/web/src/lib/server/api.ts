/**
 * Typed clients of the services. Each is generated from the service's own OpenAPI document
 * (src/lib/api/*.ts), so a wrong path, parameter or body is a type error. Calls carry the
 * signed-in caller's bearer token; they go server to server, never from the browser.
 */
import { error, type RequestEvent } from '@sveltejs/kit';
import createClient from 'openapi-fetch';
import type { paths as CompliancePaths } from '$api/compliance';
import type { paths as FactoryPaths } from '$api/factory';
import type { paths as IdentityPaths } from '$api/identity';
import type { paths as PortalPaths } from '$api/portal';
import type { paths as TrainingPaths } from '$api/training';
import type { paths as WorkflowPaths } from '$api/workflow';
import { services } from './config';

type Caller = Pick<RequestEvent, 'fetch' | 'locals'>;

/**
 * A service that cannot be reached answers like one that is down (503 in an error envelope),
 * so that pages show their "try again" state instead of an exception.
 */
function unreachableAs503(fetcher: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      return await fetcher(input, init);
    } catch {
      return Response.json({ status: 'error', message: 'The service could not be reached' }, { status: 503 });
    }
  };
}

function headers(caller: Caller): Record<string, string> {
  return caller.locals.accessToken ? { authorization: `Bearer ${caller.locals.accessToken}` } : {};
}

export function trainingApi(caller: Caller) {
  return createClient<TrainingPaths>({
    baseUrl: services.training,
    fetch: unreachableAs503(caller.fetch),
    headers: headers(caller),
  });
}

export function complianceApi(caller: Caller) {
  return createClient<CompliancePaths>({
    baseUrl: services.compliance,
    fetch: unreachableAs503(caller.fetch),
    headers: headers(caller),
  });
}

export function workflowApi(caller: Caller) {
  return createClient<WorkflowPaths>({
    baseUrl: services.workflow,
    fetch: unreachableAs503(caller.fetch),
    headers: headers(caller),
  });
}

export function portalApi(caller: Caller) {
  return createClient<PortalPaths>({
    baseUrl: services.portal,
    fetch: unreachableAs503(caller.fetch),
    headers: headers(caller),
  });
}

/** Identity's own API, for what auth-js does only with a session kept in the browser (PUT /user). */
export function identityApi(caller: Caller) {
  return createClient<IdentityPaths>({
    baseUrl: new URL(services.identity).origin,
    fetch: unreachableAs503(caller.fetch),
    headers: headers(caller),
  });
}

export function factoryApi(caller: Pick<RequestEvent, 'fetch'>) {
  return createClient<FactoryPaths>({ baseUrl: services.factory, fetch: unreachableAs503(caller.fetch) });
}

/** The error bodies the services answer (training's and the factory's envelopes alike). */
export interface ServiceError {
  status?: string;
  message?: string;
  correlationId?: string;
  details?: { fields?: { field: string; message: string }[] } & Record<string, unknown>;
}

export function asServiceError(body: unknown): ServiceError {
  return typeof body === 'object' && body !== null ? (body as ServiceError) : {};
}

/**
 * The data of a read the page cannot do without: a 404 becomes the not-found page, 401 and 403
 * the page of that name, anything else the error page with the service's correlation id.
 */
export function required<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const body = asServiceError(result.error);
  const status = result.response.status;
  if (status === 404) error(404, { message: body.message ?? 'Not found' });
  if (status === 401 || status === 403) error(status, { message: body.message ?? 'Not allowed' });
  error(status >= 400 && status < 500 ? status : 502, {
    message:
      status >= 500
        ? 'The service did not answer. Please try again in a moment.'
        : (body.message ?? 'Request refused'),
    ...(body.correlationId ? { correlationId: body.correlationId } : {}),
  });
}
