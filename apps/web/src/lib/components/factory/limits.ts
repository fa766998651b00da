import { formatNumber } from '$lib/format';

/** One of a plan's limits beside what is used; `allowed` -1 is unlimited. */
export interface LimitFigure {
  readonly allowed: number;
  /** Null when what is used is not known (the factory did not answer). */
  readonly used: number | null;
}

/** What a plan limits, in the order a factory meets them. */
export const LIMITED = [
  { key: 'workers', label: 'Workers', one: 'worker', many: 'workers' },
  { key: 'users', label: 'Factory users', one: 'user', many: 'users' },
  { key: 'jobSteps', label: 'Production steps', one: 'step', many: 'steps' },
  { key: 'articleAttributes', label: 'Article attributes', one: 'attribute', many: 'attributes' },
] as const;

export type Limited = (typeof LIMITED)[number]['key'];

/** `3 of 50 workers`, `3 workers, no limit`, `Up to 50 workers`. */
export function limitText(figure: LimitFigure, one: string, many: string): string {
  const { allowed, used } = figure;
  if (allowed === -1)
    return used === null
      ? `Unlimited ${many}`
      : `${formatNumber(used)} ${used === 1 ? one : many} · Unlimited`;
  if (used === null) return `Up to ${formatNumber(allowed)} ${allowed === 1 ? one : many}`;
  return `${formatNumber(used)} of ${formatNumber(allowed)} ${allowed === 1 ? one : many}`;
}

/** Whether nothing more can be added: the plan's figure reached. */
export function isFull(figure: LimitFigure): boolean {
  return figure.allowed !== -1 && figure.used !== null && figure.used >= figure.allowed;
}
