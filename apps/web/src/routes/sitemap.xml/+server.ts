import { error } from '@sveltejs/kit';
import type { CourseSummary } from '$lib/components/catalogue/catalogue';
import { siteUrl } from '$lib/server/config';
import { publicTrainingApi } from '$lib/server/public';
import type { RequestHandler } from './$types';

/** The most the service answers in one page. */
const PAGE_SIZE = 100;
const PUBLIC_PAGES = ['/courses', '/training-plan', '/contact', '/verify'];

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every published course (the service's catalogue, paged through) and the public pages. */
export const GET: RequestHandler = async (event) => {
  const api = publicTrainingApi(event);
  const courses: CourseSummary[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api.GET('/api/v1/courses', { params: { query: { page, limit: PAGE_SIZE } } });
    if (!data) error(502, { message: 'The catalogue is not available right now.' });
    courses.push(...data.data);
    if (data.data.length < PAGE_SIZE || courses.length >= data.total) break;
  }
  const origin = siteUrl(event.url);
  const entries = [
    ...PUBLIC_PAGES.map((path) => `<url><loc>${xml(origin + path)}</loc></url>`),
    ...courses.map(
      (course) =>
        `<url><loc>${xml(`${origin}/courses/${course.slug}`)}</loc><lastmod>${course.updated_at.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
};
