const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a request names a course: `GET /courses/:id` and the interest form take an id or a slug. */
export type CourseKey = { readonly id: string } | { readonly slug: string };

/** Whether a course slug would be read as an id, which the slug rules refuse. */
export function hasUuidShape(value: string): boolean {
  return UUID_SHAPE.test(value);
}

export function courseKey(idOrSlug: string): CourseKey {
  return hasUuidShape(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
}
