import { webScenario } from '../fixtures/web.js';

export default webScenario({
  name: 'web-catalogue',
  description:
    'GET /courses of the web app, server-rendered: the first page, a search with category and city, a later page',
  requests: async () => [
    { method: 'GET', path: '/courses' },
    { method: 'GET', path: '/courses?search=returns&category=category-3&city=city-2' },
    { method: 'GET', path: '/courses?page=5' },
  ],
});
