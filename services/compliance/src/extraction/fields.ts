import type { Category, FieldValue, VerificationFlag } from './model.js';
import {
  findAmount,
  findDate,
  labelled,
  labelledBlock,
  linesOf,
  roundMoney,
  unitMultiplier,
} from './text.js';
import { checkCin, checkGstin, checkPan, type IdentifierCheck, repairToShape, SHAPES } from './validation.js';

/** One extracted field before the reading quality is applied. */
export interface FoundField {
  readonly value: FieldValue;
  /** How sure the rules are of the value, 0-1, as if the text were read perfectly. */
  readonly confidence: number;
}

/** Below this a field must be verified by a person. */
const LOW_CONFIDENCE = 0.8;

/** Identifiers a filing depends on: a person verifies them whatever the confidence. */
const CRITICAL_FIELDS: ReadonlySet<string> = new Set(['pan', 'gstin', 'cin']);

/** The fields each category yields, in order; other categories yield none. */
export const FIELDS_OF: Readonly<Partial<Record<Category, readonly string[]>>> = {
  PAN_CARD: ['pan', 'name', 'fatherName', 'dateOfBirth'],
  GST_CERTIFICATE: ['gstin', 'legalName', 'tradeName', 'address', 'registrationDate'],
  INCORPORATION_CERT: ['cin', 'companyName', 'dateOfIncorporation'],
  FINANCIAL_STATEMENT: ['period', 'turnover', 'netWorth', 'paidUpCapital', 'borrowings'],
};

const CHECK_CONFIDENCE: Readonly<Record<IdentifierCheck, number>> = {
  valid: 0.98,
  bad_check_digit: 0.3,
  bad_structure: 0.2,
};

type IdentifierKind = keyof typeof SHAPES;
const CHECKS: Readonly<Record<IdentifierKind, (value: string) => IdentifierCheck>> = {
  pan: checkPan,
  gstin: checkGstin,
  cin: (value) => checkCin(value),
};
const RANK: Readonly<Record<IdentifierCheck, number>> = { valid: 0, bad_check_digit: 1, bad_structure: 2 };

/**
 * The best candidate for an identifier in `text`: every token of the right length that has,
 * or can be repaired to, the identifier's shape; a valid one beats one with a wrong check digit,
 * fewer repairs beat more. A repaired value is less certain than one read as it stands.
 */
export function findIdentifier(text: string, kind: IdentifierKind): FoundField | undefined {
  const shape = SHAPES[kind];
  const tokens = text
    .toUpperCase()
    .match(new RegExp(`(?<![A-Z0-9])[A-Z0-9]{${shape.length},${shape.length + 1}}(?![A-Z0-9])`, 'g'));
  let best: { value: string; check: IdentifierCheck; repaired: number } | undefined;
  const consider = (token: string, extraRepairs: number) => {
    const repaired = repairToShape(token, shape);
    if (!repaired) return;
    const check = CHECKS[kind](repaired.value);
    // A character dropped to fit the shape is only believed when the check digit then agrees.
    if (extraRepairs > 0 && check !== 'valid') return;
    const candidate = { value: repaired.value, check, repaired: repaired.repaired + extraRepairs };
    if (
      best === undefined ||
      RANK[check] < RANK[best.check] ||
      (RANK[check] === RANK[best.check] && candidate.repaired < best.repaired)
    )
      best = candidate;
  };
  for (const token of tokens ?? []) {
    if (token.length === shape.length) consider(token, 0);
    // OCR sometimes reads one glyph as two ("Z" as "2Z"): try the token without each character.
    else for (let i = 0; i < token.length; i++) consider(token.slice(0, i) + token.slice(i + 1), 1);
  }
  if (!best) return undefined;
  const { value, check, repaired } = best;
  const penalty = repaired === 0 ? 1 : 0.85 ** repaired;
  return { value, confidence: CHECK_CONFIDENCE[check] * penalty };
}

function nameField(raw: string | undefined): FoundField | undefined {
  if (raw === undefined) return undefined;
  const value = raw
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim();
  if (value === '') return undefined;
  const plausible = /^[A-Za-z][A-Za-z .'&()-]{1,149}$/.test(value) && /[A-Za-z]{2}/.test(value);
  return { value, confidence: plausible ? 0.9 : 0.55 };
}

function dateField(raw: string | undefined): FoundField | undefined {
  if (raw === undefined) return undefined;
  const iso = findDate(raw);
  return iso ? { value: iso, confidence: 0.92 } : { value: raw.slice(0, 100), confidence: 0.35 };
}

function panCard(text: string, lines: readonly string[]): Record<string, FoundField | undefined> {
  let pan = findIdentifier(text, 'pan');
  const name = nameField(labelled(lines, /name\b/));
  // A person's PAN has the initial of the surname in fifth place: a mismatch casts doubt on it.
  if (pan && typeof pan.value === 'string' && pan.value[3] === 'P' && typeof name?.value === 'string') {
    const surname = name.value.split(' ').at(-1) ?? '';
    if (surname[0]?.toUpperCase() !== pan.value[4])
      pan = { ...pan, confidence: Math.min(pan.confidence, 0.75) };
  }
  return {
    pan,
    name,
    fatherName: nameField(labelled(lines, /father'?s?\s*name\b/)),
    dateOfBirth: dateField(labelled(lines, /(?:date of birth|birth date|dob)\b/)),
  };
}

function gstCertificate(text: string, lines: readonly string[]): Record<string, FoundField | undefined> {
  const addressRaw = labelledBlock(lines, /address(?: of (?:the )?principal place of business)?/);
  const address = addressRaw?.replace(/\s+/g, ' ').trim();
  return {
    gstin: findIdentifier(text, 'gstin'),
    legalName: nameField(labelled(lines, /legal name(?: of (?:the )?business)?/)),
    tradeName: nameField(labelled(lines, /trade name(?:,? if any)?/)),
    address: address
      ? { value: address, confidence: address.length >= 10 && /\b\d{6}\b/.test(address) ? 0.88 : 0.6 }
      : undefined,
    registrationDate: dateField(
      labelled(
        lines,
        /(?:date of registration|registration date|date of liability|valid from|date of validity)/,
      ),
    ),
  };
}

function incorporationCertificate(
  text: string,
  lines: readonly string[],
): Record<string, FoundField | undefined> {
  const flat = lines.join(' ');
  const cin = findIdentifier(text, 'cin');
  const nameRaw =
    labelled(lines, /(?:name of the company|company name)/) ??
    /certify that\s+(.+?)\s+is\s+(?:this\s+day\s+)?incorporated/i.exec(flat)?.[1];
  const companyName = nameField(nameRaw);
  const company =
    companyName && typeof companyName.value === 'string'
      ? {
          ...companyName,
          confidence: /\b(?:LIMITED|LTD\.?|LLP)$/i.test(companyName.value) ? companyName.confidence : 0.7,
        }
      : undefined;
  let incorporated = dateField(
    labelled(lines, /date of incorporation/) ?? /incorporated\s+on\s+(.{0,60})/i.exec(flat)?.[1],
  );
  // The CIN carries the year of incorporation: agreement confirms the date, disagreement doubts it.
  if (incorporated && typeof incorporated.value === 'string' && cin && typeof cin.value === 'string') {
    const agrees = incorporated.value.slice(0, 4) === cin.value.slice(8, 12);
    incorporated = {
      ...incorporated,
      confidence: agrees ? Math.min(0.97, incorporated.confidence + 0.05) : incorporated.confidence * 0.7,
    };
  }
  return { cin, companyName: company, dateOfIncorporation: incorporated };
}

function financialPeriod(flat: string): FoundField | undefined {
  const match = /(?:year|period)\s+ended\s+(?:on\s+)?(.{0,40})|as\s+(?:at|on)\s+(.{0,40})/i.exec(flat);
  const end = findDate(match?.[1] ?? match?.[2] ?? '');
  if (!end) {
    const fy = /\b(?:FY|F\.Y\.|financial year)\s*(\d{4})\s*[-–/]\s*(\d{2,4})\b/i.exec(flat);
    return fy ? { value: `FY ${fy[1]}-${(fy[2] ?? '').slice(-2)}`, confidence: 0.85 } : undefined;
  }
  const year = Number(end.slice(0, 4));
  if (end.slice(5) === '03-31') return { value: `FY ${year - 1}-${String(year).slice(2)}`, confidence: 0.92 };
  return { value: `year ended ${end}`, confidence: 0.8 };
}

function amountAfter(lines: readonly string[], label: RegExp, multiplier: number): FoundField | undefined {
  const raw = labelled(lines, label);
  const amount = raw === undefined ? undefined : findAmount(raw);
  return amount === undefined ? undefined : { value: roundMoney(amount * multiplier), confidence: 0.88 };
}

function financialStatement(_text: string, lines: readonly string[]): Record<string, FoundField | undefined> {
  const flat = lines.join(' ');
  const multiplier = unitMultiplier(flat);
  let borrowings = amountAfter(lines, /total borrowings/, multiplier);
  if (!borrowings) {
    // Without a total, the long- and short-term lines add up to it: a computed figure, less certain.
    const parts = [/long[- ]term borrowings/, /short[- ]term borrowings/]
      .map((label) => amountAfter(lines, label, multiplier))
      .filter((f): f is FoundField => f !== undefined);
    borrowings =
      parts.length > 0
        ? {
            value: roundMoney(parts.reduce((sum, f) => sum + Number(f.value), 0)),
            confidence: parts.length === 2 ? 0.8 : 0.6,
          }
        : amountAfter(lines, /borrowings/, multiplier);
  }
  return {
    period: financialPeriod(flat),
    turnover: amountAfter(
      lines,
      /(?:total\s+)?(?:revenue from operations|turnover|total revenue|total income|net sales)/,
      multiplier,
    ),
    netWorth: amountAfter(lines, /(?:net worth|total equity|(?:total )?shareholders'? funds)/, multiplier),
    paidUpCapital: amountAfter(
      lines,
      /(?:paid[- ]up (?:equity )?(?:share )?capital|equity share capital|share capital)/,
      multiplier,
    ),
    borrowings,
  };
}

const EXTRACTORS: Readonly<
  Partial<
    Record<Category, (text: string, lines: readonly string[]) => Record<string, FoundField | undefined>>
  >
> = {
  PAN_CARD: panCard,
  GST_CERTIFICATE: gstCertificate,
  INCORPORATION_CERT: incorporationCertificate,
  FINANCIAL_STATEMENT: financialStatement,
};

export interface ExtractedFields {
  readonly extractedData: Record<string, FieldValue>;
  readonly confidence: Record<string, number>;
  readonly verificationFlags: Record<string, VerificationFlag>;
}

/**
 * Confidences and flags of `found` fields: each scaled by `readingQuality` (0-1: 1 for a text
 * layer, the OCR engine's own confidence for a scan). A field not found is null with confidence
 * 0. Low-confidence and critical fields are `mandatory_verification`.
 */
export function scoreFields(
  category: Category,
  found: Readonly<Record<string, FoundField | undefined>>,
  readingQuality: number,
): ExtractedFields {
  const names = FIELDS_OF[category] ?? [];
  const extractedData: Record<string, FieldValue> = {};
  const confidence: Record<string, number> = {};
  const verificationFlags: Record<string, VerificationFlag> = {};
  for (const name of names) {
    const field = found[name];
    const score = field ? Math.round(field.confidence * readingQuality * 100) / 100 : 0;
    extractedData[name] = field?.value ?? null;
    confidence[name] = score;
    verificationFlags[name] =
      score < LOW_CONFIDENCE || CRITICAL_FIELDS.has(name)
        ? 'mandatory_verification'
        : 'optional_verification';
  }
  return { extractedData, confidence, verificationFlags };
}

/** The fields of `category` read from `text` by the rules of its document type. */
export function extractFields(category: Category, text: string, readingQuality: number): ExtractedFields {
  return scoreFields(category, EXTRACTORS[category]?.(text, linesOf(text)) ?? {}, readingQuality);
}

const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['turnover', 'netWorth', 'paidUpCapital', 'borrowings']);
const DATE_FIELDS: ReadonlySet<string> = new Set(['dateOfBirth', 'registrationDate', 'dateOfIncorporation']);
const NAME_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'fatherName',
  'legalName',
  'tradeName',
  'companyName',
]);

/**
 * A value someone else read (a language model) held to the same checks as the rules' own: an
 * identifier by its structure and check digit, a date by being one, a name by its letters, an
 * amount by being a number. What passes no check is kept with a low confidence.
 */
export function checkedField(name: string, value: unknown): FoundField | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (AMOUNT_FIELDS.has(name)) {
    const amount = typeof value === 'number' ? value : findAmount(String(value));
    return amount === undefined || !Number.isFinite(amount)
      ? { value: String(value).slice(0, 100), confidence: 0.3 }
      : { value: roundMoney(amount), confidence: 0.85 };
  }
  const raw = String(value).slice(0, 300);
  if (name in SHAPES) return findIdentifier(raw, name as IdentifierKind) ?? { value: raw, confidence: 0.2 };
  if (DATE_FIELDS.has(name)) return dateField(raw);
  if (NAME_FIELDS.has(name)) return nameField(raw);
  return { value: raw.replace(/\s+/g, ' ').trim(), confidence: 0.85 };
}
