// The list of open jobs needs no script: a search is a plain GET and each job a link. Rendered on
// the server only, it ships no JavaScript and no copy of its rows for hydration, which on a
// phone over a slow connection is the page arriving sooner.
export const csr = false;
