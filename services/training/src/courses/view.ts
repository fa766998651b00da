import { type SqlQuery, sql } from '@platform/kernel/db';

/** A course as the API shows it, built in SQL as one JSON value from the alias `c`. */
export interface CourseView {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly delivery_mode: string | null;
  readonly duration_days: number;
  readonly is_published: boolean;
  readonly status: 'active' | 'archived' | 'deleted';
  readonly deleted_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly categories: TaxonomyRef[];
  readonly cities: TaxonomyRef[];
  readonly associations: TaxonomyRef[];
  readonly schedule: ScheduleEntryView[];
}

export interface TaxonomyRef {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
}

export interface ScheduleEntryView {
  readonly id: string;
  readonly start_date: string;
  readonly end_date: string;
  readonly seats: number;
  readonly city: TaxonomyRef | null;
}

/** The course's own fields that the view shows. */
export type CourseField =
  | 'title'
  | 'slug'
  | 'description'
  | 'duration_days'
  | 'is_published'
  | 'status'
  | 'deleted_at'
  | 'updated_at';

/**
 * Where the view reads a course from: the tables, or the values and rows a statement is
 * writing (which that same statement cannot read back from the tables). `c` is the course row
 * in both: its id and created_at never change.
 */
export interface CourseSources {
  /** A field of the course, as stored or as being written. */
  field(name: CourseField): SqlQuery;
  /** The slug of the course's delivery mode, or null. */
  readonly deliveryMode: SqlQuery;
  /** FROM … WHERE yielding the items (alias `t`: id, name, slug) of one type attached to course `c`. */
  items(type: 'category' | 'city' | 'association'): SqlQuery;
  /** FROM … WHERE yielding the schedule entries of `c` (alias `s`), each left-joined to its city (alias `sc`). */
  readonly schedule: SqlQuery;
}

const STORED: CourseSources = {
  field: (name) => sql`${sql.raw(`c.${name}`)}`,
  deliveryMode: sql`(select dm.slug from training.taxonomies dm where dm.id = c.delivery_mode_id)`,
  // The type as a literal, not a parameter: the planner then knows how many items of it there are.
  items: (type) =>
    sql`${sql.raw(`training.course_taxonomies ct join training.taxonomies t on t.id = ct.taxonomy_id
                   where ct.course_id = c.id and t.type = '${type}'`)}`,
  schedule: sql`training.course_schedules s left join training.taxonomies sc on sc.id = s.city_id
                where s.course_id = c.id`,
};

/** A course as one JSON value, built from the row aliased `c` and its sources. */
export function courseJson(sources: CourseSources): SqlQuery {
  const items = (type: 'category' | 'city' | 'association') => sql`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name)
    from ${sources.items(type)}), '[]'::json)`;
  const schedule = sql`coalesce((
    select json_agg(json_build_object(
      'id', s.id, 'start_date', s.start_date, 'end_date', s.end_date, 'seats', s.seats,
      'city', case when sc.id is null then null
                   else json_build_object('id', sc.id, 'name', sc.name, 'slug', sc.slug) end
    ) order by s.start_date, s.id)
    from ${sources.schedule}), '[]'::json)`;
  const f = sources.field;
  return sql`json_build_object(
    'id', c.id, 'title', ${f('title')}, 'slug', ${f('slug')}, 'description', ${f('description')},
    'delivery_mode', ${sources.deliveryMode},
    'duration_days', ${f('duration_days')}, 'is_published', ${f('is_published')}, 'status', ${f('status')},
    'deleted_at', ${f('deleted_at')}, 'created_at', c.created_at, 'updated_at', ${f('updated_at')},
    'categories', ${items('category')}, 'cities', ${items('city')},
    'associations', ${items('association')}, 'schedule', ${schedule})`;
}

/**
 * A course built from the tables. Each course row keeps this image in `image`, rewritten by
 * every write that changes what it shows; reads return the stored image.
 */
export const COURSE_JSON = courseJson(STORED);
