import { describe, expect, it } from 'vitest';
import { allocate } from '../src/settlement/service.js';
import { Decimal } from '../src/shared/money.js';

const job = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
const pending = (...jobs: [earned: number, paid: number][]) => ({
  jobIds: jobs.map((_, i) => job(i + 1)),
  earned: jobs.map(([earned]) => earned),
  paid: jobs.map(([, paid]) => paid),
});

describe('the settlement pass', () => {
  it('covers part of the oldest job when the money is short, to the paisa', () => {
    const s = allocate(new Decimal('0.2'), '0', pending([0.3, 0], [1.3, 0]));
    expect(s.shares).toEqual([{ jobId: job(1), amount: '0.20' }]);
    expect(s.jobsPaid).toEqual([]);
    expect(s.jobsPendingPayment).toEqual([
      { jobId: job(1), earnedAmount: 0.3, paidAmount: 0.2 },
      { jobId: job(2), earnedAmount: 1.3, paidAmount: 0 },
    ]);
    expect(s.advance.toFixed(2)).toBe('0.00');
  });

  it('spends the advance first, pays jobs oldest first and keeps the surplus as the new advance', () => {
    const s = allocate(new Decimal('0.01'), '1.50', pending([0.7, 0.69], [1.3, 0.5], [2, 0]));
    expect(s.shares).toEqual([
      { jobId: job(1), amount: '0.01' },
      { jobId: job(2), amount: '0.80' },
      { jobId: job(3), amount: '0.70' },
    ]);
    expect(s.jobsPaid.map((j) => j.jobId)).toEqual([job(1), job(2)]);
    expect(s.jobsPaid[1]).toEqual({ jobId: job(2), earnedAmount: 1.3, paidAmount: 1.3 });
    expect(s.jobsPendingPayment).toEqual([{ jobId: job(3), earnedAmount: 2, paidAmount: 0.7 }]);
    expect(s.advance.toFixed(2)).toBe('0.00');
    const surplus = allocate(new Decimal('5'), '0', pending([1, 0], [2.5, 0]));
    expect(surplus.jobsPendingPayment).toEqual([]);
    expect(surplus.advance.toFixed(2)).toBe('1.50');
  });

  it('stays exact at the largest amounts a column holds', () => {
    const s = allocate(new Decimal('999999999999.98'), '0.01', pending([999999999999.99, 0.01], [0.02, 0]));
    expect(s.shares).toEqual([
      { jobId: job(1), amount: '999999999999.98' },
      { jobId: job(2), amount: '0.01' },
    ]);
    expect(s.jobsPendingPayment).toEqual([{ jobId: job(2), earnedAmount: 0.02, paidAmount: 0.01 }]);
    expect(s.advance.isZero()).toBe(true);
  });

  it('leaves the whole payment as advance when nothing is pending', () => {
    const s = allocate(new Decimal('12.34'), '0.66', pending());
    expect(s).toMatchObject({ shares: [], jobsPaid: [], jobsPendingPayment: [] });
    expect(s.advance.toFixed(2)).toBe('13.00');
  });
});
