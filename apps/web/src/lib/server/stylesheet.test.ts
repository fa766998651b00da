import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './stylesheet';

/** A page's head as SvelteKit writes it, its two stylesheets linked (the page two levels down). */
const linked = [
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" />',
  '<title>Courses</title>',
  '\t\t<link href="../../_app/immutable/assets/0.abc.css" rel="stylesheet">',
  '\t\t<link href="../../_app/immutable/assets/27.Z-qU5CwM.css" rel="stylesheet">',
  '  </head><body><link href="./_app/immutable/assets/0.abc.css" rel="stylesheet"><p>Ravi</p></body></html>',
].join('\n');

const built: Record<string, string> = {
  '0.abc.css': 'body{margin:0}',
  '27.Z-qU5CwM.css': '.card{padding:1rem}',
};
const read = (file: string) => built[file];

describe('inlineStylesheets', () => {
  it("writes each stylesheet into the head before its link, which stays disabled for SvelteKit's client", () => {
    const page = inlineStylesheets(linked, read);
    expect(page).toContain(
      '<style>body{margin:0}</style><link href="../../_app/immutable/assets/0.abc.css" rel="stylesheet" disabled media="(max-width: 0)">',
    );
    expect(page).toContain(
      '<style>.card{padding:1rem}</style><link href="../../_app/immutable/assets/27.Z-qU5CwM.css" rel="stylesheet" disabled media="(max-width: 0)">',
    );
    // In the order the links had: later rules win as they did.
    expect(page.indexOf('body{margin:0}')).toBeLessThan(page.indexOf('.card{padding:1rem}'));
    // The body is left alone, whatever it holds.
    expect(page).toContain(
      '<body><link href="./_app/immutable/assets/0.abc.css" rel="stylesheet"><p>Ravi</p>',
    );
    expect(page.match(/<style>/g)).toHaveLength(2);
  });

  it('leaves linked a stylesheet the build does not have', () => {
    const page = inlineStylesheets(linked, (file) => (file === '0.abc.css' ? built[file] : undefined));
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).toContain(
      '\t\t<link href="../../_app/immutable/assets/27.Z-qU5CwM.css" rel="stylesheet">\n',
    );
  });

  it("reads only the build's own stylesheets: any other address in the head stays a link", () => {
    const asked: string[] = [];
    const spy = (file: string) => {
      asked.push(file);
      return 'a{}';
    };
    for (const href of [
      '/etc/passwd',
      '../../_app/immutable/assets/../../../secret.css',
      '../../_app/immutable/assets/a/b.css',
      'https://example.com/_app/immutable/assets/x.css',
      '../../_app/immutable/assets/x.js',
    ]) {
      const page = `<html><head><link href="${href}" rel="stylesheet"></head><body></body></html>`;
      expect(inlineStylesheets(page, spy)).toBe(page);
    }
    expect(asked).toEqual([]);
  });

  it('keeps linked a stylesheet that would close its own element', () => {
    const page = inlineStylesheets(linked, (file) =>
      file === '0.abc.css' ? 'a{}</style><script>' : undefined,
    );
    expect(page).not.toContain('<script>');
    expect(page).toBe(linked);
  });

  it('leaves a page without a head as it is', () => {
    expect(inlineStylesheets('<p>no head</p>', read)).toBe('<p>no head</p>');
  });
});
