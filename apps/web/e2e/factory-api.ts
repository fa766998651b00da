/**
 * What the factory's browser tests share besides the pages: the factory's own API as a test
 * arranges data through it (a sign-in, then calls with its token), and the script a page ships.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import type { Platform } from './fixtures';

/** The factory password the tests' customers choose from the set-password mail. */
export const FACTORY_PASSWORD = 'Factory-password-1';

/** A factory access token of `email`, signed in at the factory's API. */
export async function factoryToken(platform: Platform, email: string): Promise<string> {
  const login = await fetch(`${platform.factory}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: FACTORY_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** One call to the factory's API with `token`; its `data`, or an error naming what was refused. */
export async function factoryCall<T>(
  platform: Platform,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${platform.factory}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await answer.json()) as { data: T };
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The script a page loads from the app, each file compressed with gzip as a server would send it. */
export async function scriptShipped(page: Page, path: string): Promise<{ total: number; files: string }> {
  const bodies: Promise<[string, number]>[] = [];
  const seen = new Set<string>();
  const collect = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !seen.has(url.pathname)) {
      seen.add(url.pathname);
      bodies.push(response.body().then((body) => [url.pathname, gzipSync(body).length]));
    }
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', collect);
  const sizes = (await Promise.all(bodies)).sort((x, y) => y[1] - x[1]);
  return {
    total: sizes.reduce((sum, [, n]) => sum + n, 0),
    files: sizes.map(([name, n]) => `${name} ${n}`).join(', '),
  };
}
