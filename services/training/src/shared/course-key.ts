import { isUuid } from '@platform/kernel/http';

/** How a request names a course: `GET /courses/:id` and the interest form take an id or a slug. */
export type CourseKey = { readonly id: string } | { readonly slug: string };

export function courseKey(idOrSlug: string): CourseKey {
  return isUuid(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
}
