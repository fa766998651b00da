import { describe, expect, it } from 'vitest';
import { commonPeriods, isDay, periodSlug, readPeriod, thisMonth, weekOf } from './period';

const at = (query: string) => new URL(`http://app.test/factory/workers/x${query}`);

describe('the period of a ledger or report', () => {
  it('is this month in India when the address gives none', () => {
    expect(thisMonth('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(thisMonth('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(readPeriod(at(''), '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-30', errors: {} });
  });

  it('takes the days of the address, one missing being this month’s', () => {
    expect(readPeriod(at('?from=2026-10-05&to=2026-10-20'), '2026-11-29')).toMatchObject({
      from: '2026-10-05',
      to: '2026-10-20',
      errors: {},
    });
    expect(readPeriod(at('?from=2026-10-05'), '2026-11-29')).toMatchObject({
      from: '2026-10-05',
      to: '2026-11-30',
    });
  });

  it('says beside its field a day that is not one, or a period that ends before it starts, and shows this month', () => {
    expect(isDay('2026-02-30')).toBe(false);
    const wrong = readPeriod(at('?from=2026-02-30&to=2026-03-01'), '2026-11-29');
    expect(wrong.errors.from).toBeDefined();
    expect(wrong).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    const reversed = readPeriod(at('?from=2026-10-20&to=2026-10-05'), '2026-11-29');
    expect(reversed.errors.to).toBe('The period ends on or after the day it starts');
    expect(periodSlug(reversed)).toBe('2026-11-01_2026-11-30');
  });

  it('offers the weeks (Monday to Sunday) and months a unit pays by', () => {
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(commonPeriods('2026-03-04')).toEqual([
      { label: 'This week', from: '2026-03-02', to: '2026-03-08' },
      { label: 'Last week', from: '2026-02-23', to: '2026-03-01' },
      { label: 'This month', from: '2026-03-01', to: '2026-03-31' },
      { label: 'Last month', from: '2026-02-01', to: '2026-02-28' },
    ]);
    expect(commonPeriods('2027-01-01').at(-1)).toEqual({
      label: 'Last month',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
