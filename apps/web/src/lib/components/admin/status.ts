/**
 * Records with a status, whatever the product: the moves a person can make between states,
 * how a status reads, and its badge's colour. A product keeps its state tables beside its pages
 * (`Record<Status, Move<Status>[]>`, so a new status cannot be forgotten by a button).
 */

/** A move a person can make: the target state and the words on its button. */
export interface Move<S extends string> {
  to: S;
  label: string;
  /** Moves that end a record's life are drawn as such (and ask first). */
  tone: 'primary' | 'secondary' | 'danger';
}

/** Statuses whose word alone would read wrong. */
const LABELS: Record<string, string> = {
  in_progress: 'In progress',
  active: 'Published',
};

/** A status as a person reads it: `in_progress` → `In progress`; `labels` overrides for a product. */
export function statusLabel(status: string, labels: Record<string, string> = LABELS): string {
  const label = labels[status] ?? LABELS[status] ?? status.replaceAll('_', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export type BadgeTone = 'new' | 'working' | 'done' | 'neutral' | 'problem';

/** The colour of each tone: the word carries the meaning, the colour only helps. */
export const BADGE_TONES: Record<BadgeTone, string> = {
  new: 'bg-accent-soft text-accent',
  working: 'bg-warning-soft text-warning',
  done: 'bg-success-soft text-success',
  neutral: 'bg-sunken text-muted',
  problem: 'bg-danger-soft text-danger',
};

/** The tone of the statuses the products share the names of; anything else is neutral. */
const STATUS_TONES: Record<string, BadgeTone> = {
  new: 'new',
  pending: 'new',
  draft: 'new',
  pending_payment: 'new',
  contacted: 'working',
  in_progress: 'working',
  confirmed: 'working',
  archived: 'working',
  converted: 'done',
  completed: 'done',
  resolved: 'done',
  active: 'done',
  suspended: 'problem',
  overdue: 'problem',
  failed: 'problem',
};

export function toneOf(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}
