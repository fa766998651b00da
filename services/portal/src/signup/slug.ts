/**
 * The rules of a tenant's slug, the address it is known by: what a chosen one may look like,
 * how one is derived from the organisation's name, and the words kept for the platform's own
 * hosts and pages.
 */

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const SLUG = new RegExp(SLUG_PATTERN);

/**
 * Words no tenant may take: a slug may become a host name or a path beside the platform's own
 * (www, api, the products, sign-in and billing pages, mail hosts).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'portal',
  'factory',
  'status',
  'help',
  'support',
  'billing',
  'login',
  'signup',
  'logout',
  'auth',
  'identity',
  'compliance',
  'training',
  'docs',
  'pricing',
  'account',
  'dashboard',
  'static',
  'assets',
  'cdn',
  'smtp',
  'imap',
  'ftp',
]);

/**
 * The organisation's slug: lower-case ASCII letters and digits joined by single hyphens, at most
 * SLUG_MAX characters (cut at a word's end where one is near). Empty when the name has no letter
 * or digit.
 */
export function slugOf(name: string): string {
  const full = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= SLUG_MAX) return full;
  const cut = full.slice(0, SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  // A word cut in two reads worse than a shorter slug, unless that leaves too little.
  const end = lastHyphen >= SLUG_MIN ? lastHyphen : SLUG_MAX;
  return full.slice(0, end).replace(/-+$/g, '');
}

/** Whether a chosen slug has the allowed shape and length. */
export const isValidSlug = (slug: string): boolean =>
  slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG.test(slug);

export const isReservedSlug = (slug: string): boolean => RESERVED_SLUGS.has(slug);
