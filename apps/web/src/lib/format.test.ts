import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMoney, formatNumber } from './format';

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

describe('formatNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(-1234567)).toBe('-12,34,567');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,00,71,99,25,47,40,991');
  });
});

describe('dates and instants', () => {
  it('writes calendar days and instants in India', () => {
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDate('2026-12-01T23:30:00Z')).toBe('1 Dec 2026');
    expect(formatLongDate('2026-12-01')).toBe('Tue, 1 December 2026');
    expect(formatDateTime('2026-11-25T13:35:00Z')).toBe('25 Nov 2026, 7:05 pm');
    expect(formatDateTime('2026-11-25T18:30:00.000Z')).toBe('26 Nov 2026, 12:00 am');
  });

  it('refuses a date that is not one, every time', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDate('2026-13-45')).toThrow(RangeError);
  });
});
