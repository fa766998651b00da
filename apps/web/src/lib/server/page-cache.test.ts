import { gunzipSync } from 'node:zlib';
import type { RequestEvent } from '@sveltejs/kit';
import { describe, expect, it, vi } from 'vitest';

// SvelteKit's runtime environment, as the server would read it: pages fresh for 10 s, then stale for 60.
vi.mock('$env/dynamic/private', () => ({
  env: { PAGE_CACHE_SECONDS: '10', PAGE_CACHE_STALE_SECONDS: '60' },
}));
const { forgetPage, keepPage, keptPage } = await import('./page-cache');

/** What the cache reads of a request for a public page, by an anonymous visitor. */
function visit(url: string, host?: string, more: Record<string, string> = {}): RequestEvent {
  const headers = { ...(host ? { host } : {}), ...more };
  return {
    url: new URL(url),
    request: new Request(url, { headers }),
    isDataRequest: false,
    route: { id: '/(public)/courses' },
    locals: { theme: 'system', user: null, accessToken: null },
  } as unknown as RequestEvent;
}

function rendered(origin: string) {
  const body = `<link rel="canonical" href="${origin}/courses">`;
  return { body, headers: new Headers({ 'content-type': 'text/html' }), etag: `W/"${origin}"` };
}

describe('the page cache', () => {
  it('never serves a page rendered for a forged Host to a visitor of the real one', async () => {
    // Without SITE_URL, a page's canonical link names the host it was asked for.
    const forged = visit('http://evil.example/courses');
    expect(keptPage(forged, false)).toBeNull();
    await keepPage(forged, false, rendered('http://evil.example')).text();

    const real = visit('http://localhost:3000/courses');
    expect(keptPage(real, false)).toBeNull();
    await keepPage(real, false, rendered('http://localhost:3000')).text();

    expect(await keptPage(visit('http://localhost:3000/courses'), false)?.response.text()).toContain(
      'href="http://localhost:3000/courses"',
    );
    expect(await keptPage(visit('http://evil.example/courses'), false)?.response.text()).toContain(
      'href="http://evil.example/courses"',
    );
  });

  it('sends a page gzipped to a browser that accepts it, the same page in either encoding', async () => {
    const url = 'http://localhost:3000/courses?page=3';
    const first = keepPage(
      visit(url, undefined, { 'accept-encoding': 'gzip, deflate, br' }),
      false,
      rendered('http://localhost:3000'),
    );
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('accept-encoding');
    const body = gunzipSync(Buffer.from(await first.arrayBuffer())).toString();
    expect(body).toBe(rendered('http://localhost:3000').body);

    for (const refused of [undefined, 'identity', 'gzip;q=0, br']) {
      const kept = keptPage(visit(url, undefined, refused ? { 'accept-encoding': refused } : {}), false);
      expect(kept?.response.headers.get('content-encoding'), refused).toBeNull();
      expect(kept?.response.headers.get('vary'), refused).toBe('accept-encoding');
      expect(await kept?.response.text(), refused).toBe(body);
    }
    const again = keptPage(
      visit(url, undefined, { 'accept-encoding': 'gzip', 'if-none-match': 'W/"http://localhost:3000"' }),
      false,
    );
    expect(again?.response.status).toBe(304);
    expect(again?.response.headers.get('vary')).toBe('accept-encoding');
  });

  it('keeps a page for anonymous visitors only', () => {
    const event = visit('http://localhost:3000/courses?page=2');
    keepPage(event, true, rendered('http://localhost:3000'));
    expect(keptPage(event, false)).toBeNull();
  });

  it('answers a page fresh for its lifetime, stale for the time after it, and not at all after that', async () => {
    vi.useFakeTimers();
    try {
      const event = visit('http://localhost:3000/courses?page=4');
      keepPage(event, false, rendered('http://localhost:3000'));
      expect(keptPage(event, false)?.stale).toBe(false);

      vi.advanceTimersByTime(10_001);
      const stale = keptPage(event, false);
      expect(stale?.stale).toBe(true);
      expect(await stale?.response.text()).toBe(rendered('http://localhost:3000').body);

      // Rendered again: fresh for another lifetime.
      keepPage(event, false, rendered('http://localhost:3000'));
      expect(keptPage(event, false)?.stale).toBe(false);

      vi.advanceTimersByTime(70_001);
      expect(keptPage(event, false)).toBeNull();

      // Found gone when rendered again: dropped, stale or not.
      keepPage(event, false, rendered('http://localhost:3000'));
      vi.advanceTimersByTime(10_001);
      expect(keptPage(event, false)?.stale).toBe(true);
      forgetPage(event);
      expect(keptPage(event, false)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
