import { redirect } from '@sveltejs/kit';
import { site } from '$lib/server/site';
import type { PageServerLoad } from './$types';

/** The site's own notice, unless the operator keeps theirs elsewhere (`PRIVACY_URL`). */
export const load: PageServerLoad = () => {
  const { ownPrivacyPage, privacyUrl } = site();
  if (!ownPrivacyPage) redirect(307, privacyUrl);
  return {};
};
