// A worker's ledger needs no script: its period and pages are links and GET forms, its
// adjustment a plain POST answered with the page again. Rendered on the server only, it ships no
// JavaScript and no second copy of its fifty lines for hydration, and paints without waiting for
// modules to run.
export const csr = false;
