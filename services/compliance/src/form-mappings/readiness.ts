import { scalarText, valueAtPath } from '../shared/placeholders.js';
import type { FieldMapping, FieldTransform, ValidationRules } from './model.js';

export interface FilledField {
  readonly profilePath: string;
  readonly selectors: readonly string[];
  readonly value: string;
}

export interface Readiness {
  /** Required profile paths that are empty or fail their pattern, in the mapping's order. */
  readonly missingFields: string[];
  /** Every mapped field with a value, transformed for the form. */
  readonly fields: FilledField[];
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** `2024-09-30` (or a date-time) in the format's `DD`, `MM` and `YYYY`; other text unchanged. */
function formatDate(text: string, format: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!m) return text;
  const [, year = '', month = '', day = ''] = m;
  return (format ?? 'DD/MM/YYYY').replace('YYYY', year).replace('MM', month).replace('DD', day);
}

function applyTransform(text: string, transform: FieldTransform | undefined): string {
  if (!transform) return text;
  switch (transform.type) {
    case 'date':
      return formatDate(text, transform.format);
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
  }
}

/** Whether `text` matches the rule of `path`; a path without a rule always does. */
function passesRule(rules: ValidationRules, path: string, text: string | undefined): boolean {
  const rule = Object.hasOwn(rules, path) ? rules[path] : undefined;
  if (!rule) return true;
  return text !== undefined && new RegExp(rule.pattern, 'u').test(text.trim());
}

/**
 * How far an entity's profile fills a form, as the workflow redirect reports it: a required field is missing when its
 * value is empty or fails its `validationRules` pattern. Values are read by path
 * (`directors[0].din`); a field whose value is an object or an array has no text for the form.
 */
export function assessProfile(
  mappings: readonly FieldMapping[],
  rules: ValidationRules,
  profile: Record<string, unknown>,
): Readiness {
  const missingFields: string[] = [];
  const fields: FilledField[] = [];
  for (const mapping of mappings) {
    const value = valueAtPath(profile, mapping.profilePath);
    const text = scalarText(value);
    const empty = isEmpty(value);
    if (mapping.required === true && (empty || !passesRule(rules, mapping.profilePath, text))) {
      missingFields.push(mapping.profilePath);
      continue;
    }
    if (!empty && text !== undefined)
      fields.push({
        profilePath: mapping.profilePath,
        selectors: mapping.selectors,
        value: applyTransform(text.trim(), mapping.transform),
      });
  }
  return { missingFields: [...new Set(missingFields)], fields };
}
