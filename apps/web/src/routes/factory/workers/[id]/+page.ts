// A worker's ledger needs no framework: its period and pages are links and GET forms, its
// adjustment a plain POST answered with the page again. Rendered on the server only, it ships no
// second copy of its fifty lines for hydration and paints without waiting for modules to run;
// its one script is the site's small one (a form sent once, the menu closed on Escape).
export const csr = false;
