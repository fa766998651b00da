import type { DocumentCategory, TemplateMetadata, TemplateVariable } from '../../document-templates/model.js';

/** A global document template of the shipped library, kept up to date by its seed key. */
export interface SeededDocumentTemplate {
  readonly seedKey: string;
  readonly name: string;
  readonly category: DocumentCategory;
  readonly legalReference: string;
  readonly body: string;
  readonly variables: readonly TemplateVariable[];
  readonly metadata: TemplateMetadata;
}
