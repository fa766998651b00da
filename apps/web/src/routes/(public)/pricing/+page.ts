// A page to read and links to follow: rendered on the server and shipped without any script of
// its own (its header's menu is a <details>, its theme switch a form).
export const csr = false;
