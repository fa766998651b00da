/**
 * The catalogue's shapes, taken from training's OpenAPI document (never copied by hand), and
 * the small rules the public pages share.
 */
import type { paths } from '$api/training';
import { plural, todayInIndia } from '$lib/format';

type Ok<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;

export type CoursePage = Ok<paths['/api/v1/courses']['get']>;
export type Course = Ok<paths['/api/v1/courses/{id}']['get']>['data'];
export type CourseSummary = CoursePage['data'][number];
export type Session = Course['schedule'][number];
export type Taxonomies = Ok<paths['/api/v1/taxonomies']['get']>['data'];
export type TaxonomyItem = Taxonomies['categories'][number];
export type Certificate = Ok<paths['/api/v1/verify']['get']>['data'];

/** The catalogue's filters: each a query parameter of GET /courses and the group of /taxonomies it takes its items from. */
export const FILTERS = [
  { param: 'category', group: 'categories', label: 'Category', any: 'All categories' },
  { param: 'city', group: 'cities', label: 'City', any: 'All cities' },
  { param: 'association', group: 'associations', label: 'Association', any: 'All associations' },
  { param: 'delivery_mode', group: 'delivery_modes', label: 'Delivery mode', any: 'Any mode' },
] as const satisfies readonly { param: string; group: keyof Taxonomies; label: string; any: string }[];

export type FilterParam = (typeof FILTERS)[number]['param'];

/** Sessions that have not started yet, soonest first. */
export function upcoming(schedule: readonly Session[], today = todayInIndia()): Session[] {
  return schedule
    .filter((session) => session.start_date >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

export function nameOf(items: readonly TaxonomyItem[], slug: string | null): string | null {
  if (!slug) return null;
  return items.find((item) => item.slug === slug)?.name ?? slug;
}

export function duration(days: number): string {
  return plural(days, 'day');
}
