/**
 * What every page of the training administration shares on the server: who may use it, how a
 * list reads its page from the URL, and how a status move's refusal reaches the row it concerns.
 */
import { error, fail, type RequestEvent, redirect } from '@sveltejs/kit';
import { asServiceError } from '$lib/server/api';
import { isTrainingAdmin } from '$lib/server/session';

/** Rows per page of every administration list. */
export const PAGE_SIZE = 20;

/**
 * Visitors are sent to sign in and come back; a signed-in person who is not an administrator
 * gets 403. Form actions do not run the layout's load, so each action calls this itself.
 */
export function guard({ locals, url }: Pick<RequestEvent, 'locals' | 'url'>): void {
  if (!locals.user) redirect(303, `/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  if (!isTrainingAdmin(locals.user))
    error(403, { message: 'The training administration is for training administrators.' });
}

/** The page of a list from `?page=`, within the service's bounds. */
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

export function uuidParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value && UUID.test(value) ? value : undefined;
}

/**
 * The answer of a status move that the service refused, for the row it concerns: someone else
 * moved the record first (400 naming both states), or it is gone (404).
 */
export function refusedMove(id: string, status: number, body: unknown) {
  const message =
    status >= 500
      ? 'The service did not answer. Nothing changed; please try again.'
      : status === 404
        ? 'This record no longer exists. Reload the page.'
        : (asServiceError(body).message ?? 'This move was refused.');
  return fail(status >= 500 ? 502 : status, { moveId: id, moveError: message });
}
