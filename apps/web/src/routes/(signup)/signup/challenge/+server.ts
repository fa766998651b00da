import { json } from '@sveltejs/kit';
import { issueChallenge } from '$lib/server/proof-of-work';
import type { RequestHandler } from './$types';

/** The factory sign-up's robot check: a fresh challenge each time, signed, never stored, never cached. */
export const GET: RequestHandler = () => json(issueChallenge(), { headers: { 'cache-control': 'no-store' } });
