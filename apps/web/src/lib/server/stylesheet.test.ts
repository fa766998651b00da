import { describe, expect, it } from 'vitest';
import { linkStylesheets, preloadHeader } from './stylesheet';

/** A page's head as SvelteKit writes it with two stylesheets inlined. */
const inlined = [
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" />',
  '<link rel="modulepreload" href="/_app/immutable/entry/start.js">',
  '<title>Workers</title>',
  '<style>body{margin:0}\n.card{padding:1rem}</style>',
  '\t\t<link href="/_app/immutable/assets/0.abc.css" rel="stylesheet" disabled media="(max-width: 0)">',
  '\t\t<link href="/_app/immutable/assets/12.def.css" rel="stylesheet" disabled media="(max-width: 0)">',
  '  </head><body><style>not the head’s</style><p>Ravi</p></body></html>',
].join('\n');

describe('linkStylesheets', () => {
  it('takes the inlined stylesheets out of the head and enables their links', () => {
    const { html: linked, stylesheets } = linkStylesheets(inlined);
    expect(stylesheets).toEqual(['/_app/immutable/assets/0.abc.css', '/_app/immutable/assets/12.def.css']);
    expect(linked).not.toContain('.card{padding:1rem}');
    expect(linked).not.toContain('disabled');
    expect(linked).toContain('<link href="/_app/immutable/assets/0.abc.css" rel="stylesheet">');
    expect(linked).toContain('<link href="/_app/immutable/assets/12.def.css" rel="stylesheet">');
    // Everything else is as rendered, the body's own markup included.
    expect(linked).toContain('<title>Workers</title>');
    expect(linked).toContain('<body><style>not the head’s</style><p>Ravi</p></body>');
    expect(linked.indexOf('12.def.css')).toBeLessThan(linked.indexOf('</head>'));
  });

  it('leaves a page without inlined stylesheets as it is', () => {
    const page = '<html><head><link href="/a.css" rel="stylesheet"></head><body></body></html>';
    expect(linkStylesheets(page)).toEqual({ html: page, stylesheets: [] });
  });

  it('leaves the page as it is when a style of its own comes before the inlined block', () => {
    const page = inlined.replace('<title>Workers</title>', '<title>Workers</title><style>.own{}</style>');
    expect(linkStylesheets(page)).toEqual({ html: page, stylesheets: [] });
  });
});

describe('preloadHeader', () => {
  it('names each stylesheet by its absolute path, as the page at its address would fetch it', () => {
    const page = new URL('http://localhost:3000/factory/workers/42');
    expect(
      preloadHeader(['../../_app/immutable/assets/0.abc.css', '../../_app/immutable/assets/x.css'], page),
    ).toBe(
      '</_app/immutable/assets/0.abc.css>; rel="preload"; as="style", </_app/immutable/assets/x.css>; rel="preload"; as="style"',
    );
  });

  it('sends no header for a page that links no stylesheet', () => {
    expect(preloadHeader([], new URL('http://localhost:3000/training'))).toBeNull();
  });
});
