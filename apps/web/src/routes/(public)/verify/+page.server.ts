import { redirect } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';

/** The lookup form sent without scripts: on to the certificate's own address. */
export const load: PageServerLoad = ({ url }) => {
  const asked = url.searchParams.get('certificate_number');
  if (asked === null) return { error: undefined };
  const number = asked.trim().toUpperCase();
  if (!number) return { error: 'Enter the certificate number' };
  redirect(303, `/verify/${encodeURIComponent(number)}`);
};
