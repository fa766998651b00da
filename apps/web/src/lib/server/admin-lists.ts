/**
 * What every administration list shares on the server, whatever the product: its page and
 * filters read from the URL (the address is the list's state), and how a status move the
 * service refused reaches the row it concerns.
 */
import { fail } from '@sveltejs/kit';
import { readRefusal, UNEXPLAINED_REFUSAL } from './service-errors';

/** Rows per page of every administration list. */
export const PAGE_SIZE = 20;

/** The page of a list from `?page=`, within the services' bounds. */
export function pageOf(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** A query parameter when it is one of the allowed values, else nothing (the filter is off). */
export function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T | undefined {
  const value = url.searchParams.get(name);
  return allowed.find((item) => item === value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or form value is a UUID: the services' ids, checked before they are asked. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A query parameter that is a UUID, else nothing: a mistyped id filters nothing rather than failing. */
export function uuidParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && UUID.test(value) ? value : undefined;
}

/** What a row shows after its move was refused: `StatusActions` reads `moveId` and `moveError`. */
export interface RefusedMove {
  moveId: string;
  moveError: string;
}

/**
 * The answer of a status move that the service refused, for the row it concerns: someone else
 * moved the record first (400 naming both states), or it is gone (404).
 */
export function refusedMove(id: string, status: number, body: unknown) {
  const said = readRefusal(body, { status, headers: new Headers() }).message;
  const message =
    status >= 500
      ? 'The service did not answer. Nothing changed; please try again.'
      : status === 404
        ? 'This record no longer exists. Reload the page.'
        : said === UNEXPLAINED_REFUSAL
          ? 'This move was refused.'
          : said;
  return fail(status >= 500 ? 502 : status, { moveId: id, moveError: message } satisfies RefusedMove);
}
