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

  it('writes the same amount the same on every call, beyond the texts it keeps', () => {
    for (let round = 0; round < 2; round += 1) {
      for (let paise = -1_250; paise <= 2_500; paise += 1) {
        const amount = paise / 100;
        const text = new Intl.NumberFormat('en-IN', {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: 2,
        }).format(Math.abs(amount));
        expect(formatMoney(amount)).toBe(amount < 0 ? `\u2212${text}` : text);
        expect(formatMoney(String(amount))).toBe(amount < 0 ? `\u2212${text}` : text);
      }
    }
  });

  it('writes zero without a sign', () => {
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(-0)).toBe('₹0.00');
  });
});

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en-IN');

  it('groups the last three digits, then pairs', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(-1234567)).toBe('-12,34,567');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,00,71,99,25,47,40,991');
  });

  it('writes what Intl writes, whole or not', () => {
    const values = [
      -0,
      0.5,
      -1.25,
      1234.5678,
      1e21,
      Number.MAX_SAFE_INTEGER + 2,
      Number.NaN,
      Infinity,
      -Infinity,
    ];
    for (let digits = 1; digits <= 16; digits += 1) {
      const ten = 10 ** (digits - 1);
      values.push(ten, ten * 9 + 7, -ten, -(ten * 3 + 1));
    }
    for (let value = -2_100; value <= 2_100; value += 7) values.push(value);
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});

describe('dates and instants', () => {
  it('writes calendar days and instants in India, the same on every call', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
      expect(formatDate('2026-12-01T23:30:00Z')).toBe('1 Dec 2026');
      expect(formatLongDate('2026-12-01')).toBe('Tue, 1 December 2026');
      expect(formatDateTime('2026-11-25T13:35:00Z')).toBe('25 Nov 2026, 7:05 pm');
      expect(formatDateTime('2026-11-25T18:30:00.000Z')).toBe('26 Nov 2026, 12:00 am');
    }
  });

  it('refuses a date that is not one, every time', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDate('2026-13-45')).toThrow(RangeError);
  });

  it('keeps writing the right text beyond the texts it keeps', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2_500; i += 1) {
      const value = new Date(start + i * 3_600_000).toISOString();
      expect(formatDateTime(value)).toBe(intl.format(new Date(value)));
    }
  });
});
