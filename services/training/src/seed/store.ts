import { many, maybeOne, type Queryable, sql } from '@platform/kernel/db';

/** The item's id, created when missing: running the seed twice leaves one of each. */
export async function ensureTaxonomy(
  db: Queryable,
  type: string,
  name: string,
  slug: string,
): Promise<string> {
  const rows = await many<{ id: string }>(
    db,
    sql`with created as (
          insert into training.taxonomies (type, name, slug) values (${type}, ${name}, ${slug})
          on conflict (type, slug) do nothing returning id
        )
        select id from created
        union all
        select id from training.taxonomies where type = ${type} and slug = ${slug}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`taxonomy ${type}/${slug} could not be ensured`);
  return row.id;
}

export interface SeedCourseRow {
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly deliveryModeId: string;
  readonly durationDays: number;
  readonly isPublished: boolean;
  readonly status: 'active' | 'archived';
  readonly taxonomyIds: readonly string[];
  readonly schedule: readonly { start_date: string; end_date: string; city_id: string; seats: number }[];
}

/** False when a course with this slug exists already: it is left as it is. */
export async function insertSeedCourse(db: Queryable, c: SeedCourseRow): Promise<boolean> {
  const row = await maybeOne<{ id: string }>(
    db,
    sql`with created as (
          insert into training.courses (title, slug, description, delivery_mode_id, duration_days, is_published, status)
          values (${c.title}, ${c.slug}, ${c.description}, ${c.deliveryModeId}, ${c.durationDays}, ${c.isPublished}, ${c.status})
          on conflict (slug) do nothing returning id
        ),
        linked as (
          insert into training.course_taxonomies (course_id, taxonomy_id)
          select created.id, t from created, unnest(${[...c.taxonomyIds]}::uuid[]) as t
        ),
        scheduled as (
          insert into training.course_schedules (course_id, start_date, end_date, city_id, seats)
          select created.id, s.start_date, s.end_date, s.city_id, s.seats
          from created, jsonb_to_recordset(${JSON.stringify(c.schedule)}::jsonb)
            as s(start_date date, end_date date, city_id uuid, seats integer)
        )
        select id from created`,
  );
  return row !== undefined;
}
