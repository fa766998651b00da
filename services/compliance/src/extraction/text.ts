/** Reading values out of document text: lines, labelled values, dates and amounts. */

/** The non-empty lines of `text`, whitespace collapsed, list numbering ("1.", "(2)") removed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/[\u2018\u2019`]/g, "'")
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^\(?\d{1,2}[.)]\s+/, ''),
    )
    .filter((line) => line !== '');
}

/**
 * The value of the first line that starts with `label`: the rest of that line after a colon or
 * dash, or when the label stands alone, the next line (cards print the value under the label).
 */
export function labelled(lines: readonly string[], label: RegExp): string | undefined {
  const anchored = new RegExp(`^(?:${label.source})`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const match = anchored.exec(line);
    if (!match) continue;
    const rest = line
      .slice(match[0].length)
      .replace(/^[\s:\-\u2013\u2014.]+/, '')
      .trim();
    if (rest !== '') return rest;
    const next = lines[i + 1];
    if (next !== undefined && next !== '') return next;
  }
  return undefined;
}

/** A line that starts a new labelled value ("Date of Liability: ..."), not one that continues the last. */
const LABEL_LINE = /^[A-Za-z][A-Za-z ,'()/&-]{1,60}[:\u2013\u2014-]\s/;

/**
 * Like `labelled`, with the value's continuation: a long value (an address) wraps onto the
 * lines below it, up to `maxLines` of them, until a line that starts a new label.
 */
export function labelledBlock(lines: readonly string[], label: RegExp, maxLines = 3): string | undefined {
  const first = labelled(lines, label);
  if (first === undefined) return undefined;
  const anchored = new RegExp(`^(?:${label.source})`, 'i');
  const start = lines.findIndex((line) => anchored.test(line));
  const parts = [first];
  // The first value sat on the label's line or, when the label stood alone, on the next one.
  let i = lines[start + 1] === first ? start + 2 : start + 1;
  for (; i < lines.length && parts.length < maxLines; i++) {
    const line = lines[i] ?? '';
    if (LABEL_LINE.test(line)) break;
    parts.push(line);
  }
  return parts.join(' ');
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((m) => m.startsWith(lower.slice(0, 3)));
  return index < 0 ? undefined : index + 1;
}

function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1850 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The first date in `text` as `YYYY-MM-DD`. Indian documents write day before month:
 * 15/08/1985, 15-08-1985, 15.08.1985, 15 August 1985, 15th day of August, 2020, 15-Aug-1985;
 * also 1985-08-15 and August 15, 1985.
 */
export function findDate(text: string): string | undefined {
  const patterns: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
    [/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3]))],
    [/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/, (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1]))],
    [
      /\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+day\s+of)?[\s-]+([A-Za-z]{3,9})[\s,.-]+(\d{4})\b/,
      (m) => {
        const month = monthNumber(m[2] ?? '');
        return month ? isoDate(Number(m[3]), month, Number(m[1])) : undefined;
      },
    ],
    [
      /\b([A-Za-z]{3,9})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/,
      (m) => {
        const month = monthNumber(m[1] ?? '');
        return month ? isoDate(Number(m[3]), month, Number(m[2])) : undefined;
      },
    ],
  ];
  let best: { index: number; iso: string } | undefined;
  for (const [pattern, toIso] of patterns) {
    const global = new RegExp(pattern.source, 'g');
    for (let m = global.exec(text); m !== null; m = global.exec(text)) {
      const iso = toIso(m);
      if (iso && (best === undefined || m.index < best.index)) best = { index: m.index, iso };
      if (iso) break;
    }
  }
  return best?.iso;
}

/**
 * The first amount in `text` as a number: Indian (12,50,00,000) or western grouping, an
 * optional ₹ / Rs. / INR, parentheses or a minus for a negative figure.
 */
export function findAmount(text: string): number | undefined {
  const match =
    /(\()?\s*(-)?\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(\))?/i.exec(text);
  if (!match) return undefined;
  const value = Number((match[3] ?? '').replaceAll(',', ''));
  if (!Number.isFinite(value)) return undefined;
  const negative = (match[1] === '(' && match[4] === ')') || match[2] === '-';
  return negative ? -value : value;
}

/** The multiplier a statement's "(₹ in lakhs)" style note implies; 1 when it has none. */
export function unitMultiplier(text: string): number {
  const match = /\bin\s+(lakhs?|lacs?|crores?|thousands?|millions?)\b/i.exec(text);
  const unit = match?.[1]?.toLowerCase() ?? '';
  if (unit.startsWith('lakh') || unit.startsWith('lac')) return 1e5;
  if (unit.startsWith('crore')) return 1e7;
  if (unit.startsWith('thousand')) return 1e3;
  if (unit.startsWith('million')) return 1e6;
  return 1;
}

/** Money travels with at most two decimals. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
