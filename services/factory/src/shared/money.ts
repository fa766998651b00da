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
