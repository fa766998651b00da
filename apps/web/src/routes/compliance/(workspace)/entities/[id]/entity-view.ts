/**
 * The entity page as it reads: every field already worded (rupees, dates, legal forms), each
 * verified value with its provenance named. Shaped by the server so that the page's data (sent
 * again for hydration) is the text it shows and not the whole profile beside it, and so that
 * the browser has nothing to work out from the raw profile.
 */
import {
  DIRECTOR_COLUMNS,
  directorPath,
  directorRows,
  displayValue,
  type EntityRecord,
  flatten,
  GROUPS,
  KNOWN_KEYS,
  textOf,
  type VerificationMark,
  verificationOf,
} from '../entities';

/** Who verified a value, when and from which document; a name the page could not find is said so. */
export interface ProvenanceView {
  readonly status: string;
  readonly by?: string;
  readonly at?: string;
  readonly from?: string;
}

export interface FieldView {
  readonly path: string;
  readonly label: string;
  readonly identifier: boolean;
  /** '' when the profile has no value. */
  readonly shown: string;
  readonly provenance?: ProvenanceView;
}

export interface EntityView {
  readonly groups: readonly { id: string; title: string; fields: readonly FieldView[] }[];
  /** One row per director, one cell per column of `DIRECTOR_COLUMNS`. */
  readonly directors: readonly (readonly { text: string; provenance?: ProvenanceView }[])[];
  readonly others: readonly { key: string; text: string; provenance?: ProvenanceView }[];
}

export function entityView(
  entity: EntityRecord,
  people: Readonly<Record<string, string>>,
  documents: Readonly<Record<string, string>>,
): EntityView {
  const flat = flatten(entity);
  const marks = verificationOf(entity.profileData);
  const provenance = (mark: VerificationMark | undefined): ProvenanceView | undefined =>
    mark && {
      status: mark.status,
      ...(mark.verifiedBy ? { by: people[mark.verifiedBy] ?? 'a former member' } : {}),
      ...(mark.verifiedAt ? { at: mark.verifiedAt } : {}),
      ...(mark.documentId ? { from: documents[mark.documentId] ?? 'a document' } : {}),
    };
  // A whole office or list verified at once marks every value inside it.
  const markOf = (path: string) => marks[path] ?? marks[path.split(/[.[]/)[0] ?? path];

  const groups = GROUPS.map((group) => ({
    id: group.id,
    title: group.title,
    fields: group.fields.flatMap((field): FieldView[] => {
      const shown = displayValue(field.kind, flat[field.path] ?? '');
      // The one-line address is only worth a row when it was given.
      if (!shown && field.path === 'registeredAddress') return [];
      const mark = shown ? provenance(markOf(field.path)) : undefined;
      return [
        {
          path: field.path,
          label: field.label,
          identifier: field.kind === 'identifier',
          shown,
          ...(mark ? { provenance: mark } : {}),
        },
      ];
    }),
  }));

  const directors = Array.from({ length: directorRows(flat) }, (_, row) =>
    DIRECTOR_COLUMNS.map((column) => {
      const path = directorPath(row, column.key);
      const text = flat[path] ?? '';
      const mark = text ? provenance(markOf(path)) : undefined;
      return { text, ...(mark ? { provenance: mark } : {}) };
    }),
  );

  const others = Object.entries(entity.profileData)
    .filter(([key]) => !KNOWN_KEYS.has(key))
    .map(([key, value]) => {
      const mark = provenance(marks[key]);
      return { key, text: textOf(value), ...(mark ? { provenance: mark } : {}) };
    });

  return { groups, directors, others };
}
