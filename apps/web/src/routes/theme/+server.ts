import { redirect } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

/** The colour scheme a visitor chose, kept in a cookie so the server renders it (no flash). */
export const POST: RequestHandler = async ({ request, cookies, url }) => {
  const form = await request.formData();
  const theme = form.get('theme');
  if (theme === 'light' || theme === 'dark') {
    cookies.set('theme', theme, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      maxAge: 365 * 24 * 3600,
      secure: url.protocol === 'https:',
    });
  } else {
    cookies.delete('theme', { path: '/' });
  }
  const back = form.get('back');
  redirect(303, typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : '/');
};
