import { describe, expect, it } from 'vitest';
import { linkedStylesheets, prefetchedStylesheets } from './stylesheets';

// The head as SvelteKit renders it with the stylesheet inlined: the <style>, then the file's
// link kept disabled for the client router.
const page = [
  '<html><head><meta charset="utf-8">',
  '<style>body{color:red}</style>',
  '<link href="/_app/immutable/assets/0.abc.css" rel="stylesheet" disabled media="(max-width: 0)">',
  '</head><body><style>.kept{}</style><p>$&amp; text</p></body></html>',
].join('');

describe('linkedStylesheets', () => {
  it('drops the inlined copy from the head and switches its link on', () => {
    const html = linkedStylesheets(page);
    expect(html).not.toContain('body{color:red}');
    expect(html).toContain('<link href="/_app/immutable/assets/0.abc.css" rel="stylesheet">');
    expect(html).toContain('<body><style>.kept{}</style><p>$&amp; text</p></body>');
  });

  it('leaves a page without an inlined stylesheet as it is', () => {
    const plain = '<html><head><style>x{}</style></head><body></body></html>';
    expect(linkedStylesheets(plain)).toBe(plain);
  });
});

describe('prefetchedStylesheets', () => {
  it('keeps the inlined copy and asks for the file ahead of the signed-in pages', () => {
    const html = prefetchedStylesheets(page);
    expect(html).toContain('body{color:red}');
    expect(html).toContain('<link rel="prefetch" href="/_app/immutable/assets/0.abc.css"></head>');
  });
});
