import { json } from '@sveltejs/kit';
import { readSignedUpTenant } from '$lib/server/signup';
import { phaseOf } from '../ready';
import type { RequestHandler } from './$types';

/**
 * Where the signed-in administrator's tenant stands, for the getting-ready page to ask every
 * two seconds: `{phase}`, `no-store`. A visitor is answered 401 (a script cannot follow a
 * redirect to sign-in), a person of no organisation 403.
 */
export const GET: RequestHandler = async (event) => {
  const headers = { 'cache-control': 'no-store' };
  const user = event.locals.user;
  if (!user) return json({ phase: null, message: 'Please sign in.' }, { status: 401, headers });
  if (!user.tenantId)
    return json(
      { phase: null, message: 'Your account belongs to no organisation.' },
      { status: 403, headers },
    );
  const read = await readSignedUpTenant(event, user.tenantId);
  if (!read.tenant)
    return json({ phase: null, message: read.problem.message }, { status: read.problem.status, headers });
  return json({ phase: phaseOf(read.tenant) }, { headers });
};
