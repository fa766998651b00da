import { error } from '@sveltejs/kit';
import { required } from '$lib/server/api';
import { publicTrainingApi } from '$lib/server/public';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const number = event.params.number.trim().toUpperCase();
  const result = await publicTrainingApi(event).GET('/api/v1/verify', {
    params: { query: { certificate_number: number } },
  });
  // The service's own message speaks of its route; the page speaks of the number asked for.
  if (result.response.status === 404) error(404, { message: `No certificate has the number ${number}.` });
  return { certificate: required(result).data };
};
