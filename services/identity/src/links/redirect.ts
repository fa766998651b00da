/**
 * Where a mailed link may send the browser after it is followed: back to SITE_URL's own host,
 * or to an address of the allow-list (GoTrue's URI_ALLOW_LIST). Anything else falls back to
 * SITE_URL, so a link can never hand a session to a site the operator did not name.
 */
export interface RedirectPolicy {
  readonly siteUrl: string;
  readonly allowList: readonly RegExp[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * GoTrue's glob: `*` and `?` stay within one host label or path segment (they do not cross
 * `.` or `/`), `**` crosses them.
 */
export function allowListPattern(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] ?? '';
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function redirectPolicy(siteUrl: string, allowList: string): RedirectPolicy {
  const patterns = allowList
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(allowListPattern);
  return { siteUrl, allowList: patterns };
}

function parsed(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

export function isAllowedRedirect(policy: RedirectPolicy, requested: string): boolean {
  const target = parsed(requested);
  const site = parsed(policy.siteUrl);
  if (!target || !site) return false;
  if (target.username || target.password) return false;
  const sameSite =
    target.protocol === site.protocol &&
    target.hostname === site.hostname &&
    (target.port === site.port || LOOPBACK.has(target.hostname));
  if (sameSite) return true;
  const withoutFragment = requested.split('#')[0] ?? '';
  return policy.allowList.some((pattern) => pattern.test(withoutFragment));
}

/** The requested address when allowed, else SITE_URL. */
export function redirectTarget(policy: RedirectPolicy, requested: string | undefined): string {
  return requested !== undefined && isAllowedRedirect(policy, requested) ? requested : policy.siteUrl;
}
