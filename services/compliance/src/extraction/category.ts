import { findIdentifier } from './fields.js';
import type { Category } from './model.js';

/** Phrases that mark each category, with their weight. */
const MARKERS: readonly (readonly [Category, RegExp, number])[] = [
  ['PAN_CARD', /permanent account number/i, 3],
  ['PAN_CARD', /income tax department/i, 2],
  ['GST_CERTIFICATE', /gst\s*reg[- ]?06/i, 3],
  ['GST_CERTIFICATE', /goods and services tax/i, 2],
  ['GST_CERTIFICATE', /registration certificate/i, 1],
  ['GST_CERTIFICATE', /\bgstin\b/i, 1],
  ['INCORPORATION_CERT', /certificate of incorporation/i, 3],
  ['INCORPORATION_CERT', /corporate identity number/i, 2],
  ['INCORPORATION_CERT', /registrar of companies/i, 1],
  ['FINANCIAL_STATEMENT', /balance sheet/i, 2],
  ['FINANCIAL_STATEMENT', /(?:statement of )?profit (?:and|&) loss/i, 2],
  ['FINANCIAL_STATEMENT', /revenue from operations/i, 1],
  ['FINANCIAL_STATEMENT', /financial statements?/i, 1],
  ['BOARD_RESOLUTION', /board resolution/i, 3],
  ['BOARD_RESOLUTION', /resolved that/i, 2],
  ['BOARD_RESOLUTION', /meeting of the board/i, 1],
  ['ANNUAL_RETURN', /annual return/i, 3],
  ['ANNUAL_RETURN', /\bMGT[- ]?7\b/i, 2],
  ['DIRECTOR_KYC', /\bDIR[- ]?3\b/i, 3],
  ['DIRECTOR_KYC', /director identification number/i, 2],
  ['DIRECTOR_KYC', /\bKYC\b/i, 1],
];

/** A category needs at least this score; below it the document is OTHER. */
const MIN_SCORE = 2;

/**
 * The category the text most looks like: the sum of its markers' weights, plus one for an
 * identifier of the category's own kind (a PAN on a card, a GSTIN on a certificate).
 */
export function detectCategory(text: string): Category {
  const scores = new Map<Category, number>();
  const add = (category: Category, weight: number) =>
    scores.set(category, (scores.get(category) ?? 0) + weight);
  for (const [category, marker, weight] of MARKERS) if (marker.test(text)) add(category, weight);
  if ((findIdentifier(text, 'gstin')?.confidence ?? 0) > 0.5) add('GST_CERTIFICATE', 1);
  if ((findIdentifier(text, 'cin')?.confidence ?? 0) > 0.5) add('INCORPORATION_CERT', 1);
  let best: Category = 'OTHER';
  let bestScore = MIN_SCORE - 1;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
