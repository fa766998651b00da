/**
 * Product-grant checks driven by a listener's own OpenAPI document: every operation that
 * declares bearer security is tried with tokens that must be refused, so a route added later is
 * covered as soon as it is documented. Operations that declare no security are tried without a
 * token and must not answer 401, so a route that needs a caller cannot stay undocumented.
 */
import type { HttpApp } from '../http/app.js';

/** `signed`: another credential than a person's (the service secret, a webhook's signature). */
export type OperationAccess = 'bearer' | 'signed' | 'public';

export interface DocumentedOperation {
  readonly method: string;
  /** The path as documented, `{id}` and all. */
  readonly path: string;
  /** The path with each parameter filled in. */
  readonly url: string;
  readonly access: OperationAccess;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A well-formed id no row has: parameters are filled with it unless `params` names a value. */
export const ABSENT_ID = '00000000-0000-4000-8000-000000000000';

type Operation = { security?: Record<string, unknown>[] };

function accessOf(operation: Operation): OperationAccess {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('bearer')) return 'bearer';
  return schemes.length > 0 ? 'signed' : 'public';
}

/** Every operation of an OpenAPI document, with how it is authorised. */
export function documentedOperations(
  document: { paths?: Record<string, Record<string, unknown>> },
  params: Record<string, string> = {},
): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(params[name] ?? ABSENT_ID),
      );
      operations.push({ method: method.toUpperCase(), path, url, access: accessOf(operation as Operation) });
    }
  }
  return operations;
}

export interface AccessFailure {
  readonly operation: string;
  readonly expected: string;
  readonly status: number;
  readonly body: string;
}

export interface GrantCheckOptions {
  /**
   * Public operations (`METHOD /path` as documented) that answer 401 to a request without its
   * own credential, such as a signed webhook: each is named in the test, with its reason.
   */
  readonly ownCredential?: readonly string[];
}

/**
 * Sends each bearer operation once per token and collects every answer that is not 403; sends
 * each public operation without a token and collects every 401. An empty list is a pass.
 */
export async function refusedWithoutGrant(
  app: HttpApp,
  operations: readonly DocumentedOperation[],
  tokens: Readonly<Record<string, string>>,
  options: GrantCheckOptions = {},
): Promise<AccessFailure[]> {
  const failures: AccessFailure[] = [];
  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    if (operation.access === 'bearer') {
      for (const [label, token] of Object.entries(tokens)) {
        const res = await app.inject({
          method: operation.method as 'GET',
          url: operation.url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        if (res.statusCode !== 403)
          failures.push({
            operation: name,
            expected: `403 for ${label}`,
            status: res.statusCode,
            body: res.body,
          });
      }
    } else if (operation.access === 'public' && !options.ownCredential?.includes(name)) {
      const res = await app.inject({
        method: operation.method as 'GET',
        url: operation.url,
        ...(operation.method === 'GET' || operation.method === 'DELETE'
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      if (res.statusCode === 401)
        failures.push({
          operation: name,
          expected: 'no 401 (documented as public)',
          status: 401,
          body: res.body,
        });
    }
  }
  return failures;
}
