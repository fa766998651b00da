import { readCatalogue } from '$lib/server/signup';
import type { PageServerLoad } from './$types';

/** The portal's plans and the apps they buy; a public page, kept by the page cache like the catalogue's. */
export const load: PageServerLoad = (event) => readCatalogue(event);
