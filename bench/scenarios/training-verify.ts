import { seedCourses, UNLIMITED } from '../fixtures/training-courses.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'training-verify',
  service: 'training',
  shape: 'read',
  description: 'GET /api/v1/verify?certificate_number= of a random issued certificate (10,000 certificates)',
  dataSizes: [10_000],
  env: UNLIMITED,
  seed: seedCourses,
  requests: async () => ({
    method: 'GET',
    path: '/api/v1/verify?certificate_number=TC-BENCH-{{random:10000}}',
  }),
};

export default scenario;
