/**
 * schema.org `Course` for search engines: the course, its provider and each session still to
 * come. Built on the server, since only the rendered page needs it: none of it ships as script.
 */
import { type Course, type Session, upcoming } from '$lib/components/catalogue/catalogue';

const MODES: Record<string, string> = { classroom: 'Onsite', online: 'Online', blended: 'Blended' };

function instance(course: Course, session: Session, siteUrl: string, mode: string | undefined) {
  return {
    '@type': 'CourseInstance',
    ...(mode ? { courseMode: mode } : {}),
    startDate: session.start_date,
    endDate: session.end_date,
    courseWorkload: `P${course.duration_days}D`,
    maximumAttendeeCapacity: session.seats,
    location: session.city
      ? {
          '@type': 'Place',
          name: session.city.name,
          address: { '@type': 'PostalAddress', addressLocality: session.city.name, addressCountry: 'IN' },
        }
      : { '@type': 'VirtualLocation', url: `${siteUrl}/courses/${course.slug}` },
  };
}

/**
 * The `<script type="application/ld+json">` element, `<` escaped so no text of the course (nor
 * of the operator's name) can close it. The provider is the site's operator (`OPERATOR_NAME`):
 * the organisation that offers the course is the one that runs the site.
 */
export function courseJsonLd(course: Course, siteUrl: string, provider: string): string {
  const mode = course.delivery_mode ? MODES[course.delivery_mode] : undefined;
  const document = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description || course.title,
    url: `${siteUrl}/courses/${course.slug}`,
    courseCode: course.slug,
    inLanguage: 'en-IN',
    provider: { '@type': 'Organization', name: provider, url: siteUrl },
    ...(course.categories.length > 0 ? { about: course.categories.map((category) => category.name) } : {}),
    hasCourseInstance: upcoming(course.schedule).map((session) => instance(course, session, siteUrl, mode)),
  };
  return `<script type="application/ld+json">${JSON.stringify(document).replace(/</g, '\\u003c')}</script>`;
}
