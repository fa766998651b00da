import { describe, expect, it } from 'vitest';
import { barsOf, MOST_BARS, totalsOf } from './report';

const row = (name: string, amount: number, quantity = 1) => ({ key: name, name, amount, quantity, steps: 1 });

describe('a report’s totals and chart', () => {
  it('adds money in paise, so the total is the rows’ exactly', () => {
    expect(totalsOf([row('a', 0.1), row('b', 0.2), row('c', 12.5, 4)])).toEqual({
      quantity: 6,
      amount: 12.8,
      steps: 3,
    });
  });

  it('charts the largest rows first, at most a dozen; days in their order and written the Indian way', () => {
    const many = Array.from({ length: 20 }, (_, i) => row(`w${i}`, i));
    const bars = barsOf('worker', many);
    expect(bars).toHaveLength(MOST_BARS);
    expect(bars[0]).toEqual({ label: 'w19', value: 19 });
    expect(barsOf('day', [row('2026-11-02', 5), row('2026-11-03', 9)]).map((b) => b.label)).toEqual([
      '2 Nov 2026',
      '3 Nov 2026',
    ]);
  });
});
