/**
 * `{{name}}` and `{{path}}` placeholders (`{{companyName}}`, `{{directors[0].din}}`), rendered
 * with HTML escaping. One module for document generation, task advisories and form mappings,
 * so that every place reads a path and escapes a value the same way.
 */

/** A name, then `.field` or `[index]` steps. Spaces inside the braces are allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d+\])*)\s*\}\}/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The placeholder names of `text`, each once, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1] ?? ''))];
}

/** `directors[0].din` → `['directors', 0, 'din']`. */
function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (m[2] !== undefined) steps.push(Number(m[2]));
    else if (m[1] !== undefined) steps.push(m[1]);
  }
  return steps;
}

/** The value at `path` in `source` (`directors[0].din`), or undefined when any step is missing. */
export function valueAtPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const step of pathSteps(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (Array.isArray(current) || !Object.hasOwn(current, step)) return undefined;
      current = (current as Record<string, unknown>)[step];
    }
  }
  return current;
}

/** Text of a scalar value; objects and arrays have none (a placeholder names one value). */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return undefined;
}

export interface Rendered {
  readonly text: string;
  /** Placeholders `lookup` had no value for, each once; they are left in the text as written. */
  readonly missing: string[];
}

/**
 * Replaces every placeholder by its value, HTML-escaped. `lookup` answers a placeholder's
 * text or undefined when there is none.
 */
export function renderPlaceholders(text: string, lookup: (name: string) => string | undefined): Rendered {
  const missing = new Set<string>();
  const rendered = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(name);
    if (value === undefined) {
      missing.add(name);
      return whole;
    }
    return escapeHtml(value);
  });
  return { text: rendered, missing: [...missing] };
}

/** Renders `{{path}}` placeholders from an object such as an entity's profile. */
export function renderFromObject(text: string, source: unknown): Rendered {
  return renderPlaceholders(text, (path) => scalarText(valueAtPath(source, path)));
}
