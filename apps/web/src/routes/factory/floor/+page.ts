// The list of open jobs needs no framework: a search is a plain GET and each job a link. Rendered
// on the server only, it ships no copy of its rows for hydration, which on a phone over a slow
// connection is the page arriving sooner; its one script is the site's small one.
export const csr = false;
