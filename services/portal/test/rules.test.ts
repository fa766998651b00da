import type { PlanRow } from '../src/catalogue/store.js';
import { mergeLimits } from '../src/plan-limits/service.js';
import { daysBetween } from '../src/reminders/service.js';
import { isReservedSlug, isValidSlug, slugOf } from '../src/signup/slug.js';
import { type TenantState, transitionOf } from '../src/webhooks/service.js';

describe('transitionOf (tenant status on subscription events)', () => {
  const at = (s: number) => new Date(s * 1000);
  const state = (over: Partial<TenantState> = {}): TenantState => ({
    status: 'pending_payment',
    subscriptionStatus: 'created',
    lastEventAt: null,
    ...over,
  });

  it('follows the subscription state table', () => {
    expect(transitionOf(state(), 'subscription.activated', at(10))).toEqual({
      kind: 'move',
      status: 'active',
      subscriptionStatus: 'active',
    });
    const active = state({ status: 'active', subscriptionStatus: 'active', lastEventAt: at(10) });
    expect(transitionOf(active, 'subscription.cancelled', at(20))).toMatchObject({
      status: 'suspended',
      subscriptionStatus: 'cancelled',
    });
    expect(transitionOf(active, 'subscription.halted', at(20))).toMatchObject({
      status: 'suspended',
      subscriptionStatus: 'halted',
    });
    expect(transitionOf(active, 'subscription.activated', at(20))).toEqual({
      kind: 'skip',
      reason: 'unchanged',
    });
  });

  it('never leaves cancelled, and skips events older than the last applied', () => {
    const cancelled = state({ status: 'suspended', subscriptionStatus: 'cancelled', lastEventAt: at(10) });
    for (const event of ['subscription.activated', 'subscription.halted', 'subscription.cancelled'] as const)
      expect(transitionOf(cancelled, event, at(99))).toEqual({ kind: 'skip', reason: 'cancelled' });
    const halted = state({ status: 'suspended', subscriptionStatus: 'halted', lastEventAt: at(10) });
    expect(transitionOf(halted, 'subscription.activated', at(9))).toEqual({ kind: 'skip', reason: 'stale' });
    expect(transitionOf(halted, 'subscription.activated', at(11))).toMatchObject({
      kind: 'move',
      status: 'active',
    });
    // An event without a time cannot be placed after a dated one: it changes nothing then.
    expect(transitionOf(halted, 'subscription.activated', null)).toEqual({ kind: 'skip', reason: 'undated' });
    const active = state({ status: 'active', subscriptionStatus: 'active', lastEventAt: at(10) });
    expect(transitionOf(active, 'subscription.halted', null)).toEqual({ kind: 'skip', reason: 'undated' });
    // Before any dated event, it is judged by the state alone.
    expect(transitionOf(state(), 'subscription.activated', null)).toMatchObject({
      kind: 'move',
      status: 'active',
    });
  });
});

describe('mergeLimits', () => {
  const plan = {
    max_users: 5,
    max_workers: 50,
    max_job_steps: 10,
    max_article_attrs: 10,
    rate_limit_max: 100,
    rate_limit_window: 60000,
  } as PlanRow;

  it('keeps defaults, takes valid overrides (-1 unlimited), ignores invalid ones', () => {
    expect(mergeLimits(plan, {})).toEqual({
      limits: { maxUsers: 5, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 },
      rateLimits: { maxRequests: 100, windowMs: 60000 },
    });
    expect(
      mergeLimits(plan, {
        maxUsers: -1,
        maxWorkers: -2,
        maxJobSteps: 1.5,
        maxArticleAttributes: '3',
        rateLimits: { maxRequests: 0, windowMs: 500 },
      }),
    ).toEqual({
      limits: { maxUsers: -1, maxWorkers: 50, maxJobSteps: 10, maxArticleAttributes: 10 },
      rateLimits: { maxRequests: 100, windowMs: 500 },
    });
    expect(mergeLimits(plan, null).limits.maxUsers).toBe(5);
  });
});

describe('slugOf and daysBetween', () => {
  it('slugs organisation names to lower-case ASCII with single hyphens', () => {
    expect(slugOf('  Śrī Looms & Dyes Pvt. Ltd.  ')).toBe('sri-looms-dyes-pvt-ltd');
    expect(slugOf('Ångström---Works')).toBe('angstrom-works');
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('a'.repeat(80))).toBe('a'.repeat(40));
    // Cut at a word's end rather than inside one.
    expect(slugOf(`${'weaving '.repeat(6)}co`)).toBe('weaving-weaving-weaving-weaving-weaving');
  });

  it('takes chosen slugs of 3 to 40 lower-case letters, digits and single hyphens, and keeps platform words', () => {
    for (const good of ['abc', 'acme-looms', 'a1-b2-c3', 'x'.repeat(40)])
      expect(isValidSlug(good)).toBe(true);
    for (const bad of ['ab', 'x'.repeat(41), 'Acme', '-acme', 'acme-', 'ac--me', 'acme looms', 'acmé'])
      expect(isValidSlug(bad), bad).toBe(false);
    for (const word of ['www', 'api', 'admin', 'billing', 'signup', 'factory'])
      expect(isReservedSlug(word)).toBe(true);
    expect(isReservedSlug('acme-looms')).toBe(false);
  });

  it('counts UTC calendar days, whatever the time of day', () => {
    expect(daysBetween(new Date('2027-03-30T23:59:00Z'), new Date('2027-03-31T00:01:00Z'))).toBe(1);
    expect(daysBetween(new Date('2027-01-01T00:00:00Z'), new Date('2027-03-31T23:00:00Z'))).toBe(89);
    expect(daysBetween(new Date('2027-03-31T10:00:00Z'), new Date('2027-03-31T09:00:00Z'))).toBe(0);
  });
});
