// Rendered on the server only, as the public pages are: its counts, its chart (drawn by the
// server) and its recent interests are for reading, its links lead on.
export const csr = false;
