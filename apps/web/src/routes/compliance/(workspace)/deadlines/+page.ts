// Rendered on the server only: the page ships no framework and no second copy of its deadlines
// for hydration. Its views and months are links, its forms plain posts; its scripts are the
// site's small one and, once an address is made, the copy button's (static/islands/copy-address.js).
export const csr = false;
