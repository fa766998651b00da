import { validationError } from '@platform/kernel/errors';
import type { Scope } from '../shared/caller.js';
import type { ComplianceDeps } from '../shared/deps.js';
import { renderPlaceholders } from '../shared/placeholders.js';
import type { DocumentCategory } from './model.js';
import { sanitizeDocumentHtml } from './sanitize.js';
import { getTemplate } from './service.js';

export interface GeneratedDocument {
  templateName: string;
  category: DocumentCategory;
  legalReference: string | null;
  renderedHtml: string;
}

/**
 * Renders a template the tenant sees with `values` (variable name → text). Every placeholder
 * of the body needs a value, except those of variables declared `required: false`, which
 * render empty; a value that is only blanks counts as missing. Values are HTML-escaped, and
 * the result is sanitised once more, so that a value cannot make an attribute unsafe (a
 * `javascript:` link from a placeholder in an `href`).
 */
export async function generateDocument(
  scope: Scope,
  deps: Pick<ComplianceDeps, 'db'>,
  templateId: string,
  values: Readonly<Record<string, string>>,
): Promise<GeneratedDocument> {
  const template = await getTemplate(scope, deps, templateId);
  const optional = new Set(template.variables.filter((v) => v.required === false).map((v) => v.name));
  const rendered = renderPlaceholders(template.body, (name) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value !== undefined && value.trim() !== '') return value;
    return optional.has(name) ? (value ?? '') : undefined;
  });
  if (rendered.missing.length > 0)
    throw validationError(`Missing values for: ${rendered.missing.join(', ')}`, {
      missing: rendered.missing,
    });
  return {
    templateName: template.name,
    category: template.category,
    legalReference: template.legal_reference,
    renderedHtml: sanitizeDocumentHtml(rendered.text),
  };
}
