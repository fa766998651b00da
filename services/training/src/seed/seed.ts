import type { Db } from '@platform/kernel/db';
import { refreshCourseImages } from '../courses/store.js';
import { ASSOCIATIONS, CATEGORIES, CITIES, COURSES, DELIVERY_MODES } from './catalogue.js';
import { ensureTaxonomy, insertSeedCourse } from './store.js';

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

async function ensureGroup(db: Db, type: string, items: readonly (readonly [string, string])[]) {
  const ids = new Map<string, string>();
  for (const [name, slug] of items) ids.set(slug, await ensureTaxonomy(db, type, name, slug));
  return ids;
}

function need(map: Map<string, string>, slug: string): string {
  const id = map.get(slug);
  if (!id) throw new Error(`the demo catalogue names an unknown taxonomy slug ${slug}`);
  return id;
}

/**
 * Loads the demo catalogue. Idempotent: taxonomy items and courses are matched by slug and
 * those already present are left untouched. Schedules start from the Monday after `today`,
 * so a fresh seed always shows upcoming dates.
 */
export async function seedCatalogue(
  db: Db,
  today = new Date(),
): Promise<{ created: number; existing: number }> {
  const categories = await ensureGroup(db, 'category', CATEGORIES);
  const cities = await ensureGroup(db, 'city', CITIES);
  const associations = await ensureGroup(db, 'association', ASSOCIATIONS);
  const modes = await ensureGroup(db, 'delivery_mode', DELIVERY_MODES);
  const cityIds = [...cities.values()];
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));

  let created = 0;
  for (const [index, course] of COURSES.entries()) {
    const courseCities = [0, 1, 2].map((k) => cityIds[(index * 3 + k) % cityIds.length] as string);
    const schedule = courseCities.map((cityId, k) => {
      const start = new Date(monday);
      start.setUTCDate(start.getUTCDate() + 7 * ((index % 5) + 3 * k));
      const end = new Date(start);
      end.setUTCDate(end.getUTCDate() + course.days - 1);
      return {
        start_date: isoDate(start),
        end_date: isoDate(end),
        city_id: cityId,
        seats: 20 + ((index * 7) % 5) * 5,
      };
    });
    const inserted = await db.transaction((tx) =>
      insertSeedCourse(tx, {
        title: course.title,
        slug: slugify(course.title),
        description: course.description,
        deliveryModeId: need(modes, course.mode),
        durationDays: course.days,
        isPublished: course.state !== 'draft',
        status: course.state === 'archived' ? 'archived' : 'active',
        taxonomyIds: [
          need(categories, course.category),
          need(associations, course.association),
          ...courseCities,
        ],
        schedule: course.mode === 'online' ? schedule.map((s) => ({ ...s, seats: s.seats * 2 })) : schedule,
      }),
    );
    if (inserted) created++;
  }
  await refreshCourseImages(db, { missing: true });
  return { created, existing: COURSES.length - created };
}
