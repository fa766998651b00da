// The profile is read, not edited, here: rendered on the server only, the page ships no framework
// and no second copy of its two hundred fields for hydration. Its one script, the live updates
// from others, is a small script of its own (static/islands/live-entity.js).
export const csr = false;
