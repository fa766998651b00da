import { stringify } from 'csv-stringify/sync';

/**
 * What a spreadsheet reads as the start of a formula (OWASP's list: `=`, `+`, `-`, `@`, tab,
 * carriage return). A text cell beginning so would run as one when the file is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal (an amount, a balance): its minus sign is no formula, and it stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvCell = string | number | null | undefined;

/** A cell that a spreadsheet shows as the text it is: a leading formula character gets a `'` before it. */
export function neutraliseCell(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Every CSV the factory serves goes through here: each cell neutralised against formula
 * injection, and every cell quoted (embedded quotes doubled), so that no line break, comma or
 * quote in a value can start another cell or row.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    { quoted: true, quoted_empty: true },
  );
}
