import { validationError } from '@platform/kernel/errors';
import { Decimal } from 'decimal.js';

export { Decimal };

/** Money from a JSON number: positive (unless allowed otherwise) and at most two decimals, else 400. */
export function moneyOf(value: number, field: string, options: { allowNegative?: boolean } = {}): Decimal {
  const amount = new Decimal(value);
  if (!amount.isFinite() || amount.decimalPlaces() > 2)
    throw validationError(`${field} must be an amount with at most two decimals`, { field });
  if (amount.isZero() || (amount.isNegative() && !options.allowNegative))
    throw validationError(`${field} must be ${options.allowNegative ? 'non-zero' : 'positive'}`, { field });
  if (amount.abs().greaterThan('999999999999.99')) throw validationError(`${field} is too large`, { field });
  return amount;
}

/** Money on the wire: a JSON number with at most two decimals. */
export const toAmount = (value: Decimal.Value): number => Number(new Decimal(value).toFixed(2));

/** U+2212 MINUS SIGN: a negative amount on a document reads `−₹500.00`, not a hyphen. */
export const MINUS = '\u2212';

/**
 * An amount in rupees as Indian documents write it, exact to the paisa: `₹1,23,456.00`
 * (thousands, then lakhs and crores in pairs of digits), a negative one `−₹500.00`.
 */
export function formatRupees(value: Decimal.Value): string {
  const fixed = new Decimal(value).toFixed(2);
  // Rounded to the paisa first: what rounds to zero is written without a sign.
  const negative = fixed.startsWith('-') && fixed !== '-0.00';
  const [whole = '0', paise = '00'] = fixed.replace('-', '').split('.');
  const head = whole.slice(0, -3);
  const grouped = head === '' ? whole : `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${negative ? MINUS : ''}₹${grouped}.${paise}`;
}
