/**
 * What the factory office's lists share: a search the factory does not do itself (a worker's or
 * an article's name) done over every page of the factory's list, and the page of what matched.
 */

/** Rows of an office list on one page. */
export const OFFICE_PAGE_SIZE = 20;

/** Most rows a search reads from the factory (10 pages of 100): past it the page says so. */
export const SEARCH_READ_LIMIT = 1000;

/** Whether a name contains what was typed, in any case, spaces at either end ignored. */
export function nameMatches(name: string, typed: string): boolean {
  const wanted = typed.trim().toLocaleLowerCase('en-IN');
  return wanted === '' || name.toLocaleLowerCase('en-IN').includes(wanted);
}

/** One page of the factory's list as every list route answers it. */
export interface FactoryPage<T> {
  readonly data: readonly T[];
  readonly total: number;
  readonly limit: number;
}

/**
 * Every row of a factory list, page after page, up to `SEARCH_READ_LIMIT`: `read(page)` answers
 * a page or null when the factory refused (the refusal is the caller's). `complete` is false when
 * the list is longer than what was read.
 */
export async function readAll<T>(
  read: (page: number) => Promise<FactoryPage<T> | null>,
): Promise<{ rows: T[]; complete: boolean } | null> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    if (!answer) return null;
    rows.push(...answer.data);
    if (answer.data.length === 0 || rows.length >= answer.total) return { rows, complete: true };
    if (rows.length >= SEARCH_READ_LIMIT) return { rows, complete: false };
  }
}

/** The `page`th page of rows already in hand. */
export function pageOfRows<T>(rows: readonly T[], page: number, size = OFFICE_PAGE_SIZE): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** Skills or values as typed: separated by commas, each kept once, in the order typed. */
export function listOf(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The start and end of an Indian calendar day as instants (India is UTC+5:30 all year). */
export function dayStartInIndia(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
}

export function dayEndInIndia(day: string): string {
  return new Date(Date.parse(`${day}T23:59:59.999+05:30`)).toISOString();
}

/** A `YYYY-MM-DD` that is a real day, else nothing (a mistyped filter filters nothing). */
export function dayParam(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** What the factory records (`entity.verb`, from the route written to), in words. */
export const ACTION_WORDS: Readonly<Record<string, string>> = {
  'worker.create': 'Worker added',
  'worker.update': 'Worker changed',
  'worker.delete': 'Worker deleted',
  'article.create': 'Article added',
  'article.update': 'Article changed',
  'article.delete': 'Article deleted',
  'job.create': 'Job created',
  'job.update': 'Job step moved',
  'job.worker': 'Job step given to another worker',
  'job.delete': 'Job deleted',
  'master-data-values.create': 'Master data list saved',
  'auth.signup': 'User added',
  'users.delete': 'User removed',
  'transaction.makePayment': 'Payment made',
  'transaction.create': 'Credit or debit recorded',
  'transaction.delete': 'Credit or debit deleted',
  'tenant.signed_up': 'Organisation signed up',
  'tenant.activated': 'Organisation activated',
  'tenant.provisioned': 'Factory set up',
  'internal.tenants': 'Factory set up for the organisation',
};

/** What an entry concerned, by the factory's entity names. */
const ENTITY_WORDS: Readonly<Record<string, string>> = {
  worker: 'Worker',
  article: 'Article',
  job: 'Job',
  transaction: 'Transaction',
  'master-data-values': 'Master data',
  auth: 'User',
  users: 'User',
  tenant: 'Organisation',
  internal: 'Organisation',
};

export function entityInWords(entityType: string): string {
  return ENTITY_WORDS[entityType] ?? entityType;
}

/** An action in words, or as the factory named it when it is not one of the known ones. */
export function actionInWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}
