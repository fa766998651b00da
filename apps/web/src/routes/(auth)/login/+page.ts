// Rendered on the server only, as the public pages are (see their layout): a form that posts.
export const csr = false;
