import type { TestService } from '@platform/kernel/testing';
import { COURSES } from '../src/seed/catalogue.js';
import { seedCatalogue } from '../src/seed/seed.js';
import { API, countRows, startTraining } from './harness.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTraining();
});
afterAll(() => svc.close());

describe('demo seed', () => {
  it('loads the catalogue once, however often it runs', async () => {
    expect(await seedCatalogue(svc.backends.db)).toEqual({ created: COURSES.length, existing: 0 });
    const counts = {
      courses: await countRows(svc, 'courses'),
      taxonomies: await countRows(svc, 'taxonomies'),
    };
    expect(await seedCatalogue(svc.backends.db)).toEqual({ created: 0, existing: COURSES.length });
    expect(await countRows(svc, 'courses')).toBe(counts.courses);
    expect(await countRows(svc, 'taxonomies')).toBe(counts.taxonomies);

    const published = COURSES.filter((c) => !c.state).length;
    const list = await svc.app.inject({ method: 'GET', url: `${API}/courses?limit=100` });
    expect(list.json().total).toBe(published);
    const gst = await svc.app.inject({
      method: 'GET',
      url: `${API}/courses?category=gst-taxation&delivery_mode=online`,
    });
    expect(gst.json().data.length).toBeGreaterThan(0);
    expect(gst.json().data[0].schedule).toHaveLength(3);
  });
});
