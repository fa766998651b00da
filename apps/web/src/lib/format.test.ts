import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './format';

describe('formatMoney', () => {
  it('groups rupees the Indian way with two decimals', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456.00');
    expect(formatMoney('1234.5')).toBe('₹1,234.50');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('writes a negative amount with the minus sign (U+2212) before the ₹', () => {
    expect(formatMoney(-500)).toBe('\u2212₹500.00');
    expect(formatMoney('-1234.5')).toBe('\u2212₹1,234.50');
    expect(formatMoney(-0.5)).toBe('\u2212₹0.50');
  });

  it('writes zero without a sign', () => {
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(-0)).toBe('₹0.00');
  });
});
