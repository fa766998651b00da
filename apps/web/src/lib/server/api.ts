/**
 * Typed clients of the services. Each is generated from the service's own OpenAPI document
 * (src/lib/api/*.ts), so a wrong path, parameter or body is a type error. Calls go server to
 * server, never from the browser, and carry:
 *
 * - the signed-in person's bearer token (identity's for identity, compliance, workflow,
 *   training and the portal; the factory's own for the factory), none for a visitor;
 * - the visitor's address in `X-Forwarded-For`, so that a service's per-address limits (when
 *   its `TRUST_PROXY` names this app) count people, not this app as one client;
 * - never this site's cookies (SvelteKit's `event.fetch` would pass them to a service on the
 *   same host name).
 *
 * A 401 answered to a call that carried the person's token means the session ended at the
 * service (signed out elsewhere, expired, revoked): the session's cookies are cleared there and
 * then, and the page goes to sign-in with `next` back to it.
 */
import { error, type RequestEvent } from '@sveltejs/kit';
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths as CompliancePaths } from '$api/compliance';
import type { paths as FactoryPaths } from '$api/factory';
import type { paths as IdentityPaths } from '$api/identity';
import type { paths as PortalPaths } from '$api/portal';
import type { paths as TrainingPaths } from '$api/training';
import type { paths as WorkflowPaths } from '$api/workflow';
import { services } from './config';
import { endFactorySession, type FactorySession } from './factory-session';
import { readRefusal, UNEXPLAINED_REFUSAL } from './service-errors';
import { endSession, visitorAddress } from './session';

/**
 * Who calls: the request's `locals` (its token). With `cookies` and `url` (any RequestEvent), a
 * refused token ends the session and redirects; without them the 401 is answered as it is.
 */
export type Caller = Pick<RequestEvent, 'locals'> &
  Partial<Pick<RequestEvent, 'cookies' | 'url' | 'getClientAddress'>>;

type Fetch = typeof globalThis.fetch;

const unreachable = () =>
  Response.json({ status: 'error', message: 'The service could not be reached' }, { status: 503 });

function addressOf(caller: Pick<Caller, 'getClientAddress'>): string | null {
  return caller.getClientAddress ? visitorAddress({ getClientAddress: caller.getClientAddress }) : null;
}

/**
 * What openapi-fetch builds before it calls `fetch`, kept as the address and the options it was
 * given. With the platform's `Request` every call built two (openapi-fetch's, then undici's own
 * from it, its body turned into a stream and back), a tenth of a signed-in page's render; the
 * clients below use no middleware, which is all that would need a real one.
 */
class PlainRequest {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}
  get method(): string {
    return this.init.method ?? 'GET';
  }
}

/**
 * The fetch every client uses: a service that cannot be reached answers like one that is down
 * (503 in an error envelope), so that pages show their "try again" state instead of an
 * exception; a 401 to the person's token calls `ended`.
 */
function serviceFetch(token: string | null, ended: (() => never) | null): Fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await (input instanceof PlainRequest
        ? globalThis.fetch(input.url, input.init)
        : globalThis.fetch(input, init));
    } catch {
      return unreachable();
    }
    if (response.status === 401 && token && ended) {
      await response.body?.cancel();
      ended();
    }
    return response;
  };
}

/** The options every client shares: its fetch, and requests kept plain until that fetch. */
function clientOptions(baseUrl: string, fetch: Fetch, headers: Record<string, string>): ClientOptions {
  // openapi-fetch types `Request` as the platform's class; it only constructs it and reads `method`.
  return { baseUrl, fetch, headers, Request: PlainRequest as unknown as typeof Request };
}

/**
 * A client without openapi-fetch's middleware: a middleware is handed the request, which here is
 * plain (no headers to set), so `use` is left out and trying it is a type error. What a call
 * needs to carry goes through `clientOptions`.
 */
type PlainClient<Paths extends {}> = Omit<Client<Paths>, 'use' | 'eject'>;

function plainClient<Paths extends {}>(options: ClientOptions): PlainClient<Paths> {
  return createClient<Paths>(options);
}

function headersOf(token: string | null, address: string | null): Record<string, string> {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(address ? { 'x-forwarded-for': address } : {}),
  };
}

/** The identity session's end, when the caller can be redirected. */
function identityEnded(caller: Caller): (() => never) | null {
  const { cookies, url } = caller;
  return cookies && url ? () => endSession({ cookies, url, locals: caller.locals }) : null;
}

function identityOptions(baseUrl: string, caller: Caller) {
  const token = caller.locals.accessToken;
  return clientOptions(
    baseUrl,
    serviceFetch(token, identityEnded(caller)),
    headersOf(token, addressOf(caller)),
  );
}

export function trainingApi(caller: Caller) {
  return plainClient<TrainingPaths>(identityOptions(services.training, caller));
}

export function complianceApi(caller: Caller) {
  return plainClient<CompliancePaths>(identityOptions(services.compliance, caller));
}

export function workflowApi(caller: Caller) {
  return plainClient<WorkflowPaths>(identityOptions(services.workflow, caller));
}

export function portalApi(caller: Caller) {
  return plainClient<PortalPaths>(identityOptions(services.portal, caller));
}

/** Identity's own API, for what auth-js does only with a session kept in the browser (PUT /user). */
export function identityApi(caller: Caller) {
  return plainClient<IdentityPaths>(identityOptions(new URL(services.identity).origin, caller));
}

/**
 * The factory, with the person's factory session (`factory-session.ts`), or anonymously (its
 * public auth routes) when none is given. A 401 to the session's token ends the factory session
 * and goes to the factory's sign-in.
 */
export function factoryApi(caller: Omit<Caller, 'locals'>, session: FactorySession | null = null) {
  const token = session?.accessToken ?? null;
  const { cookies, url } = caller;
  const ended = cookies && url ? () => endFactorySession({ cookies, url }) : null;
  return plainClient<FactoryPaths>(
    clientOptions(services.factory, serviceFetch(token, ended), headersOf(token, addressOf(caller))),
  );
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
 * the page of that name (a 401 to the person's own token has already ended the session and
 * redirected to sign-in, in the client), anything else the error page with the service's
 * correlation id.
 */
export function required<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const refusal = readRefusal(result.error, result.response);
  const status = result.response.status;
  const reference = refusal.correlationId ? { correlationId: refusal.correlationId } : {};
  const said = refusal.message === UNEXPLAINED_REFUSAL ? undefined : refusal.message;
  if (status === 404) error(404, { message: said ?? 'Not found' });
  if (status === 401 || status === 403) error(status, { message: said ?? 'Not allowed' });
  error(status >= 400 && status < 500 ? status : 502, { message: refusal.message, ...reference });
}
