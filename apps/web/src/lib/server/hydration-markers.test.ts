import { describe, expect, it } from 'vitest';
import { withoutHydrationMarkers } from './hydration-markers';

describe('withoutHydrationMarkers', () => {
  it("takes every form of Svelte's markers out of a page without SvelteKit's client", () => {
    const page =
      '<head><!--1eww0vv--><title>Ledger</title></head><body><div><!--[--><!--[0--><p>Ravi</p><!--]--><!---->' +
      '<!--[-1--><!--]--> <!--[!--><b>none</b><!--]--><!--[?--><!--[12--><i>x</i><!--]--></div></body>';
    expect(withoutHydrationMarkers(page)).toBe(
      '<head><!--1eww0vv--><title>Ledger</title></head><body><div><p>Ravi</p> <b>none</b><i>x</i></div></body>',
    );
  });

  it('leaves other comments and text that only looks like a marker', () => {
    const page = '<body><!-- kept --><p>&lt;!--[--&gt;</p><p title="&lt;!---->">a</p><!--[x--></body>';
    expect(withoutHydrationMarkers(page)).toBe(page);
  });

  it('leaves a page that hydrates as it is', () => {
    const page = '<body><!--[--><p>Ravi</p><!--]--><script>__sveltekit_abc = {};</script></body>';
    expect(withoutHydrationMarkers(page)).toBe(page);
  });
});
