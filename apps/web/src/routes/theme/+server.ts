import { error, redirect } from '@sveltejs/kit';
import { redirectPath } from '$lib/server/safe-path';
import type { RequestHandler } from './$types';

/** The colour scheme a visitor chose, kept in a cookie so the server renders it (no flash). */
export const POST: RequestHandler = async ({ request, cookies, url }) => {
  // The switch is a plain form; any other body (JSON, nothing) is the client's mistake, not ours.
  const form = await request.formData().catch(() => null);
  if (form === null) error(400, { message: 'Send the colour scheme as a form.' });
  const back = redirectPath(form.get('back'), url.origin, '/');
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
  redirect(303, back);
};
