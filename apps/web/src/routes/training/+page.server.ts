import { required, trainingApi } from '$lib/server/api';
import type { PageServerLoad } from './$types';
import { guard } from './admin.server';

export const load: PageServerLoad = async (event) => {
  guard(event);
  const metrics = required(await trainingApi(event).GET('/api/v1/metrics')).data;
  return { metrics };
};
