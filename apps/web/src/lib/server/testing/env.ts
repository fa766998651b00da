/**
 * `$env/dynamic/private` for the unit tests, which run without SvelteKit: the same variables,
 * read from the process's environment as the built app reads them.
 */
export const env: Record<string, string | undefined> = process.env;
