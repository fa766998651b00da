// Rendered on the server only: the list, its filters (a GET form) and its pages are links and
// forms that work as the server sent them.
export const csr = false;
