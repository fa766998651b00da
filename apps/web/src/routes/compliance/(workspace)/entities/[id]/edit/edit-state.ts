/** What the entity's edit form shows, drawn from the load or from the save action's answer. */

export type Choice = 'mine' | 'theirs' | 'merge';

/** A field to resolve after a conflict: what the person started from, typed, and what is stored now. */
export interface ConflictField {
  path: string;
  label: string;
  base: string;
  mine: string;
  theirs: string;
  /** Preselected when only one side changed the field; none when both did. */
  pick?: Choice | undefined;
  /** The combined value typed, when the person chose to type one. */
  merge?: string | undefined;
}

export interface IdentifierChange {
  path: string;
  label: string;
  from: string;
  to: string;
}

/** Everything the form shows; the page draws it from the load, or from an action's answer. */
export interface EditState {
  version: number;
  /** Director rows in the form (the stored ones and one blank to add another). */
  rows: number;
  base: Record<string, string>;
  values: Record<string, string>;
  conflicts: ConflictField[];
  confirm: IdentifierChange[];
  confirmed: Record<string, string>;
  /** The version the conflict is against, and when it was saved. */
  theirs?: { version: number; updatedAt: string } | undefined;
  errors: Record<string, string>;
  message?: string | undefined;
}
