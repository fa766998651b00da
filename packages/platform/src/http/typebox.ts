/**
 * TypeBox, as the kernel uses it: every schema builder comes from here. Its published build is
 * some 370 modules, which Node would resolve, read and compile one by one at every start (a
 * third of the start's module loading); `npm start`'s transpile step bundles this file into one
 * module instead (scripts/compile.mjs, `BUNDLED`).
 */
export * from 'typebox';
