import { isHttpError } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { redirectPath, sameSitePath } from './safe-path';

const SITE = 'http://localhost:3000';

function status(run: () => unknown): number | 'no error' {
  try {
    run();
    return 'no error';
  } catch (e) {
    if (isHttpError(e)) return e.status;
    throw e;
  }
}

describe('sameSitePath', () => {
  it('keeps a path on this site, query and fragment included, as the URL parser reads it', () => {
    expect(sameSitePath('/account', SITE)).toBe('/account');
    expect(sameSitePath('/account?recovered=1', SITE)).toBe('/account?recovered=1');
    expect(sameSitePath('/courses?search=gst#top', SITE)).toBe('/courses?search=gst#top');
    expect(sameSitePath('/training/courses/../audit', SITE)).toBe('/training/audit');
    expect(sameSitePath('/a%2F%2Fb', SITE)).toBe('/a%2F%2Fb');
  });

  it('refuses what a browser reads as another host: backslashes, tabs and line breaks, two slashes', () => {
    for (const value of [
      '/\\evil.example/x',
      '/%09/evil.example/x'.replace('%09', '\t'),
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '/x\u0000',
      '/x\u007f',
    ]) {
      expect(sameSitePath(value, SITE), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses absolute addresses, even of this site, and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/',
      'http://localhost:3000/account',
      'javascript:alert(1)',
      'account',
      '',
      ' /account',
      null,
      undefined,
      42,
    ]) {
      expect(sameSitePath(value, SITE), JSON.stringify(value)).toBeNull();
    }
  });

  it('never answers a path the browser would read as protocol-relative', () => {
    expect(sameSitePath('/.//evil.example', SITE)).toBeNull();
  });
});

describe('redirectPath', () => {
  it('falls back when nothing is named, keeps a path of this site, and refuses anything else with 400', () => {
    expect(redirectPath(null, SITE, '/courses')).toBe('/courses');
    expect(redirectPath('', SITE, '/courses')).toBe('/courses');
    expect(redirectPath('/training', SITE, '/courses')).toBe('/training');
    expect(status(() => redirectPath('/\\evil.example/x', SITE, '/courses'))).toBe(400);
    expect(status(() => redirectPath('/\t/evil.example/x', SITE, '/courses'))).toBe(400);
    expect(status(() => redirectPath('/account\r\nSet-Cookie: a=b', SITE, '/courses'))).toBe(400);
    expect(status(() => redirectPath('https://evil.example', SITE, '/courses'))).toBe(400);
  });
});
