/**
 * Structural and check-digit validation of Indian identifiers, and the repair of the character
 * confusions OCR makes in them (O/0, I/1, S/5, B/8 ...), guided by which positions hold letters
 * and which digits.
 */

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PAN: five letters, four digits, a letter; the fourth letter is the holder's status. */
const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPTK][A-Z][0-9]{4}[A-Z]$/;
const PAN_SHAPE = 'AAAAA9999A';

/** GSTIN: state code, the holder's PAN, entity number, `Z`, check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_SHAPE = '99AAAAA9999AXZX';

/** CIN: listing (L/U), industry code, state, year, ownership, registration number. */
const CIN_PATTERN = /^([LU])([0-9]{5})([A-Z]{2})([0-9]{4})([A-Z]{3})([0-9]{6})$/;
const CIN_SHAPE = 'A99999AA9999AAA999999';

/** GST state codes: 01-38, 97 (other territory), 99 (centre jurisdiction). */
function isGstStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/** State and union territory codes used in CINs (both the old and the current spellings). */
const CIN_STATES = new Set(
  'AP AR AS BR CT CG GA GJ HR HP JK JH KA KL MP MH MN ML MZ NL OR OD PB RJ SK TN TG TS TR UP UR UT UK WB AN CH DN DD DL LD LA PY'.split(
    ' ',
  ),
);

/** Ownership classes of a CIN: public, private, foreign, government, not-for-profit, one person ... */
const CIN_OWNERSHIP = new Set([
  'PLC',
  'PTC',
  'FLC',
  'FTC',
  'GOI',
  'SGC',
  'GAP',
  'GAT',
  'NPL',
  'ULL',
  'ULT',
  'OPC',
]);

/** The GSTIN check character: mod-36 over the first 14 characters, weights 1 and 2 alternating. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHANUMERIC.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHANUMERIC.charAt((36 - (sum % 36)) % 36);
}

export type IdentifierCheck =
  /** Structure right and, where the identifier has one, the check digit right. */
  | 'valid'
  /** Structure right, check digit wrong. */
  | 'bad_check_digit'
  /** Not this identifier at all (wrong shape, state, class or year). */
  | 'bad_structure';

export function checkPan(pan: string): IdentifierCheck {
  return PAN_PATTERN.test(pan) ? 'valid' : 'bad_structure';
}

export function checkGstin(gstin: string): IdentifierCheck {
  if (!GSTIN_PATTERN.test(gstin)) return 'bad_structure';
  if (!isGstStateCode(Number(gstin.slice(0, 2))) || checkPan(gstin.slice(2, 12)) !== 'valid')
    return 'bad_structure';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? 'valid' : 'bad_check_digit';
}

export function checkCin(cin: string, now = new Date()): IdentifierCheck {
  const match = CIN_PATTERN.exec(cin);
  if (!match) return 'bad_structure';
  const [, , , state = '', year = '', ownership = ''] = match;
  const y = Number(year);
  if (!CIN_STATES.has(state) || !CIN_OWNERSHIP.has(ownership) || y < 1850 || y > now.getUTCFullYear())
    return 'bad_structure';
  return 'valid';
}

const AS_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

/**
 * Puts letters where `shape` has `A` and digits where it has `9` (X: either, other: that
 * character), undoing OCR's usual confusions. Returns the repaired text and how many
 * characters changed, or undefined when a position cannot be repaired.
 */
export function repairToShape(text: string, shape: string): { value: string; repaired: number } | undefined {
  if (text.length !== shape.length) return undefined;
  let value = '';
  let repaired = 0;
  for (let i = 0; i < shape.length; i++) {
    const want = shape.charAt(i);
    let c = text.charAt(i);
    if (want === 'A' && /[0-9]/.test(c)) {
      c = AS_LETTER[c] ?? c;
      repaired += 1;
    } else if (want === '9' && /[A-Z]/.test(c)) {
      c = AS_DIGIT[c] ?? c;
      repaired += 1;
    } else if (want !== 'A' && want !== '9' && want !== 'X' && c !== want) {
      if (want === 'Z' && c === '2') {
        c = 'Z';
        repaired += 1;
      } else return undefined;
    }
    if ((want === 'A' && !/[A-Z]/.test(c)) || (want === '9' && !/[0-9]/.test(c))) return undefined;
    value += c;
  }
  return { value, repaired };
}

export const SHAPES = { pan: PAN_SHAPE, gstin: GSTIN_SHAPE, cin: CIN_SHAPE } as const;
