import { trainingScenario } from '../fixtures/training-courses.js';

export default trainingScenario({
  name: 'training-catalogue',
  shape: 'read',
  description: 'GET /api/v1/courses with category + city filters and a ranked full-text search',
  requests: async () => [
    { method: 'GET', path: '/api/v1/courses?category=category-3&city=city-2&search=returns' },
    { method: 'GET', path: '/api/v1/courses?search=module7%20teams&limit=10' },
    { method: 'GET', path: '/api/v1/courses?category=category-5' },
  ],
});
