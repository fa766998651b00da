/**
 * Who runs this site, configured once: the operator's name (the platform's name in the header,
 * the footer and page titles), the address people write to about their data, and where the
 * privacy notice is. India's Digital Personal Data Protection Act asks for a notice wherever
 * personal data is collected; the forms show `PrivacyNotice` beside them, which links here.
 */
import { env } from '$env/dynamic/private';

export interface Site {
  /** `OPERATOR_NAME`: the organisation that runs the site, and the site's name. */
  name: string;
  /** `OPERATOR_EMAIL`: where people write about the site and about their personal data. */
  email: string;
  /** `PRIVACY_URL`, or the site's own notice at `/privacy`. */
  privacyUrl: string;
  /** True when the notice is the site's own page (`/privacy`), not the operator's elsewhere. */
  ownPrivacyPage: boolean;
}

const DEFAULT_NAME = 'Business Platform';
const DEFAULT_EMAIL = 'privacy@example.com';

function setting(name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A privacy address is a path on this site or an http(s) URL; anything else is ignored. */
function privacyAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function site(): Site {
  const privacy = privacyAddress(setting('PRIVACY_URL'));
  return {
    name: setting('OPERATOR_NAME') ?? DEFAULT_NAME,
    email: setting('OPERATOR_EMAIL') ?? DEFAULT_EMAIL,
    privacyUrl: privacy ?? '/privacy',
    ownPrivacyPage: privacy === undefined || privacy === '/privacy',
  };
}
