import { addDays, inYear, isFullDate, isMonthDay, monthEnd, yearOf } from './dates.js';

/** `timelineLogic` of a workflow template (the fields clients send, plus this service's `completionEvent`). */
export interface TimelineLogic {
  readonly triggerDate?: string | undefined;
  readonly triggerEvent?: string | undefined;
  readonly deadlineDays?: number | undefined;
  readonly deadlineDaysAfterTrigger?: number | undefined;
  readonly deadlineDate?: string | undefined;
  readonly frequency?: 'quarterly' | 'monthly' | 'annual' | undefined;
  readonly maxGapDays?: number | undefined;
  readonly reminderDaysBefore?: readonly number[] | undefined;
  readonly penaltyDescription?: string | undefined;
  readonly q4DeadlineDays?: number | undefined;
  /**
   * The event an instance of this template raises when it completes; templates whose
   * `triggerEvent` names it are started for the same entity.
   */
  readonly completionEvent?: string | undefined;
}

export type TriggerPattern = 'fixed' | 'relative' | 'event' | 'recurring';

/** The Indian financial year ends on 31 March. */
const FINANCIAL_YEAR_END = '03-31';
const FINANCIAL_YEAR_END_KEYWORD = 'financial_year_end';

export interface Deadline {
  readonly pattern: TriggerPattern;
  /** `YYYY-MM-DD` */
  readonly dueDate: string;
  /** `<year>-<year>`: the financial year the deadline belongs to. */
  readonly financialYear: string;
}

export interface TimelineContext {
  /** `YYYY-MM-DD`: deadlines that have passed before this day are not chosen. */
  readonly today: string;
  /** When the triggering event happened (event-based templates). */
  readonly triggeredOn?: string | undefined;
  /** The financial year the triggering workflow belonged to (event-based templates). */
  readonly financialYear?: string | undefined;
  /** When the last occurrence of a recurring workflow took place (for `maxGapDays`). */
  readonly lastOccurredOn?: string | undefined;
  /**
   * `<year>-<year>`: the financial year a person started the workflow for. Its own deadline is
   * chosen (the first still open in that year, or its last when all have passed: late work is
   * overdue, not moved to next year) rather than the next one from today.
   */
  readonly forFinancialYear?: string | undefined;
}

/** `2025-2026` for any day from 1 April 2025 to 31 March 2026. */
export function financialYearOf(isoDay: string): string {
  const year = yearOf(isoDay);
  const start = isoDay.slice(5) >= '04-01' ? year : year - 1;
  return `${start}-${start + 1}`;
}

/**
 * Which of the four trigger patterns (fixed, relative, event, recurring) a timeline follows, or null when it follows
 * none (a template whose deadline is set by hand).
 */
export function triggerPatternOf(logic: TimelineLogic): TriggerPattern | null {
  if (logic.frequency !== undefined) return 'recurring';
  if (logic.triggerEvent !== undefined) return 'event';
  if (logic.triggerDate !== undefined && logic.deadlineDate !== undefined) return 'fixed';
  if (logic.triggerDate !== undefined && logic.deadlineDays !== undefined) return 'relative';
  return null;
}

/** A trigger or deadline date: `financial_year_end`, `MM-DD` (every year) or `YYYY-MM-DD` (once). */
export function isCalendarDate(text: string): boolean {
  return text === FINANCIAL_YEAR_END_KEYWORD || isMonthDay(text) || isFullDate(text);
}

function monthDayOf(text: string): string {
  return text === FINANCIAL_YEAR_END_KEYWORD ? FINANCIAL_YEAR_END : text;
}

/**
 * Occurrences of a yearly date: for a full date the one day, for `MM-DD` every year from the
 * year before `around` to some years after, oldest first.
 */
function occurrences(text: string, around: string): string[] {
  if (isFullDate(text)) return [text];
  const monthDay = monthDayOf(text);
  const year = yearOf(around);
  return [year - 2, year - 1, year, year + 1, year + 2].map((y) => inYear(y, monthDay));
}

/** The earliest candidate whose due date is on or after today; the last one if all have passed. */
function firstOpen(candidates: readonly Deadline[], today: string): Deadline | null {
  return candidates.find((c) => c.dueDate >= today) ?? candidates.at(-1) ?? null;
}

/** The latest occurrence of `triggerDate` on or before `day`. */
function triggerBefore(triggerDate: string, day: string): string {
  const before = occurrences(triggerDate, day).filter((d) => d <= day);
  return before.at(-1) ?? occurrences(triggerDate, day)[0] ?? day;
}

function fixed(logic: TimelineLogic, around: string): Deadline[] {
  const { triggerDate, deadlineDate } = logic;
  if (triggerDate === undefined || deadlineDate === undefined) return [];
  return occurrences(deadlineDate, around).map((dueDate) => ({
    pattern: 'fixed' as const,
    dueDate,
    financialYear: financialYearOf(triggerBefore(triggerDate, dueDate)),
  }));
}

function relative(logic: TimelineLogic, around: string): Deadline[] {
  const { triggerDate, deadlineDays } = logic;
  if (triggerDate === undefined || deadlineDays === undefined) return [];
  return occurrences(triggerDate, around).map((trigger) => ({
    pattern: 'relative' as const,
    dueDate: addDays(trigger, deadlineDays),
    financialYear: financialYearOf(trigger),
  }));
}

function eventBased(logic: TimelineLogic, ctx: TimelineContext): Deadline | null {
  const days = logic.deadlineDaysAfterTrigger ?? logic.deadlineDays;
  if (ctx.triggeredOn === undefined || days === undefined) return null;
  return {
    pattern: 'event',
    dueDate: addDays(ctx.triggeredOn, days),
    financialYear: ctx.financialYear ?? financialYearOf(ctx.triggeredOn),
  };
}

/** Ends of the periods of a recurrence around `day`, oldest first. */
function periodEnds(frequency: 'quarterly' | 'monthly' | 'annual', day: string): string[] {
  const year = yearOf(day);
  const ends: string[] = [];
  for (let y = year - 1; y <= year + 1; y += 1) {
    const months =
      frequency === 'monthly'
        ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
        : frequency === 'quarterly'
          ? [3, 6, 9, 12]
          : [3];
    for (const m of months) ends.push(monthEnd(y, m));
  }
  return ends;
}

function recurring(logic: TimelineLogic, around: string): Deadline[] {
  const { frequency } = logic;
  if (frequency === undefined) return [];
  const days = logic.deadlineDays ?? 0;
  return periodEnds(frequency, around).map((end) => {
    const isQ4 = frequency === 'quarterly' && end.slice(5) === FINANCIAL_YEAR_END;
    const lead = isQ4 && logic.q4DeadlineDays !== undefined ? logic.q4DeadlineDays : days;
    return {
      pattern: 'recurring' as const,
      dueDate: addDays(end, lead),
      financialYear: financialYearOf(end),
    };
  });
}

/** The gap rule can only bring a deadline forward (s.173: at most 120 days between meetings). */
function withinGap(logic: TimelineLogic, ctx: TimelineContext, periodic: Deadline | null): Deadline | null {
  if (!periodic || logic.maxGapDays === undefined || ctx.lastOccurredOn === undefined) return periodic;
  const gapDue = addDays(ctx.lastOccurredOn, logic.maxGapDays);
  return gapDue < periodic.dueDate
    ? { pattern: 'recurring', dueDate: gapDue, financialYear: financialYearOf(gapDue) }
    : periodic;
}

const CANDIDATES: Record<
  Exclude<TriggerPattern, 'event'>,
  (logic: TimelineLogic, around: string) => Deadline[]
> = {
  fixed,
  relative,
  recurring,
};

/**
 * The next deadline of a timeline on or after `ctx.today` (the latest one when every
 * candidate has passed, as with a one-off date), or null when it cannot be computed: an event
 * that has not happened, or a timeline of no known pattern.
 */
export function deadlineOf(logic: TimelineLogic, ctx: TimelineContext): Deadline | null {
  const pattern = triggerPatternOf(logic);
  if (pattern === null) return null;
  if (pattern === 'event') return eventBased(logic, ctx);
  const candidatesAround = CANDIDATES[pattern];
  const year = ctx.forFinancialYear;
  if (year !== undefined) {
    // Candidates around the year's last day (31 March of its second year) include all of its own.
    const ofYear = candidatesAround(logic, `${year.slice(5)}-03-31`).filter((c) => c.financialYear === year);
    if (ofYear.length > 0) return firstOpen(ofYear, ctx.today);
  }
  const next = firstOpen(candidatesAround(logic, ctx.today), ctx.today);
  return pattern === 'recurring' ? withinGap(logic, ctx, next) : next;
}
