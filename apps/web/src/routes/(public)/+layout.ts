// The public pages are rendered on the server only: they ship no framework and no copy of their
// data for hydration, which on a phone's CPU held their first paint back behind the modules'
// compilation. What they need of a script is small and their own (static/islands/site.js for
// every one, catalogue-filters.js for the catalogue, the ALTCHA widget's module on a form). Their
// menus are <details>, their forms plain GETs and POSTs, their theme switch a form.
export const csr = false;
