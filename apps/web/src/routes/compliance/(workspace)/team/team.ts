/** The team page's words: the roles an administrator gives, and a plan's user limit said with its figures. */
import { formatNumber, plural } from '$lib/format';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_NAMES: Record<string, string> = {
  admin: 'Administrator',
  user: 'Member',
  super_admin: 'Platform super-administrator',
};

export function roleName(role: string): string {
  return ROLE_NAMES[role] ?? role;
}

/** The role with its article, inside a sentence: “a member”, “an administrator”. */
export function aRole(role: string): string {
  const name = roleName(role).toLowerCase();
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

/** `FREE` → `Free`: a plan's code as its name, when only the code is known. */
function planName(plan: string | undefined): string | undefined {
  return plan ? plan.charAt(0).toUpperCase() + plan.slice(1).toLowerCase() : undefined;
}

/** “Your Free plan allows 2 people; 2 are on the team.” */
export function peopleAllowed(plan: string | undefined, max: number, current: number): string {
  const name = planName(plan);
  const are = current === 1 ? 'is' : 'are';
  return `Your ${name ? `${name} ` : ''}plan allows ${plural(max, 'person', 'people')}; ${formatNumber(current)} ${are} on the team.`;
}
