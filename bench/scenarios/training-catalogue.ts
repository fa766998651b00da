import { COURSE_SIZES, seedCourses, UNLIMITED } from '../fixtures/training-courses.js';
import type { HttpScenario } from '../lib/types.js';

const scenario: HttpScenario = {
  kind: 'http',
  name: 'training-catalogue',
  service: 'training',
  shape: 'read',
  description: 'GET /api/v1/courses with category + city filters and a ranked full-text search',
  dataSizes: COURSE_SIZES,
  env: UNLIMITED,
  seed: seedCourses,
  requests: async () => [
    { method: 'GET', path: '/api/v1/courses?category=category-3&city=city-2&search=returns' },
    { method: 'GET', path: '/api/v1/courses?search=module7%20teams&limit=10' },
    { method: 'GET', path: '/api/v1/courses?category=category-5' },
  ],
};

export default scenario;
