import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
  const metrics = required(await trainingApi(event).GET('/api/v1/metrics')).data;
  return { metrics };
};
