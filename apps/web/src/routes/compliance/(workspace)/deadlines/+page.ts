// Rendered on the server only: the page ships no framework and no second copy of its deadlines
// for hydration. Its views and months are links, its forms plain posts, and the one script, the
// calendar address's copy button, is a small one of its own (static/islands/copy-address.js).
export const csr = false;
