import { trainingScenario } from '../fixtures/training-courses.js';

export default trainingScenario({
  name: 'training-verify',
  shape: 'read',
  description: 'GET /api/v1/verify?certificate_number= of a random issued certificate (10,000 certificates)',
  dataSizes: [10_000],
  requests: async () => ({
    method: 'GET',
    path: '/api/v1/verify?certificate_number=TC-BENCH-{{random:10000}}',
  }),
});
