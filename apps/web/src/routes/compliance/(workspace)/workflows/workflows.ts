/**
 * Compliance workflows as people read them: legal forms, why a template does not apply, what a
 * template's validation rules ask, financial years, and the phase rule (a phase waits for the
 * mandatory tasks of the phases before it). Shared by an entity's workflows page and an
 * instance's page; nothing here runs only on the server.
 */

/** The legal forms compliance knows (its `entityTypes`), as a heading or a list names them. */
const LEGAL_FORMS: Record<string, { label: string; noun: string }> = {
  SOLE_PROPRIETORSHIP: { label: 'Sole proprietorship', noun: 'a sole proprietorship' },
  PARTNERSHIP: { label: 'Partnership firm', noun: 'a partnership firm' },
  LLP: { label: 'Limited liability partnership (LLP)', noun: 'an LLP' },
  PRIVATE_LIMITED: { label: 'Private limited company', noun: 'a private limited company' },
  PUBLIC_LIMITED: { label: 'Public limited company', noun: 'a public limited company' },
  OPC: { label: 'One person company (OPC)', noun: 'a one person company' },
  SECTION_8: { label: 'Section 8 company', noun: 'a section 8 company' },
  TRUST: { label: 'Trust', noun: 'a trust' },
  SOCIETY: { label: 'Society', noun: 'a society' },
  HUF: { label: 'Hindu undivided family (HUF)', noun: 'a Hindu undivided family' },
  ALL: { label: 'Every legal form', noun: 'any legal form' },
};

export function legalForm(type: string): string {
  return LEGAL_FORMS[type]?.label ?? type.replaceAll('_', ' ');
}

function legalFormNoun(type: string): string {
  return LEGAL_FORMS[type]?.noun ?? `a ${type.replaceAll('_', ' ').toLowerCase()}`;
}

/** `A, B or C`. */
export function listOf(items: readonly string[], last = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** One rule of a template that an entity fails, as the applicability read answers it. */
export interface ApplicabilityReason {
  rule: string;
  field: string;
  operator: string;
  expected: boolean | string[];
  actual: boolean | string;
  message: string;
}

/** A rule the entity fails, in words: why, and the rule itself (what it asks, what the entity has). */
export interface ReasonInWords {
  /** The reason as a sentence. */
  why: string;
  /** What is compared, what the rule asks and what this entity has, each in words. */
  field: string;
  asks: string;
  has: string;
}

const yesNo = (value: boolean | string) => (value === true ? 'yes' : value === false ? 'no' : String(value));
const forms = (value: boolean | string[]) => (Array.isArray(value) ? value.map(legalForm) : []);

export function reasonInWords(reason: ApplicabilityReason): ReasonInWords {
  const actual = typeof reason.actual === 'string' ? reason.actual : '';
  switch (reason.rule) {
    case 'applicabilityRules.entityTypes':
      return {
        why: `It applies to ${listOf(forms(reason.expected))} only, and this entity is ${legalFormNoun(actual)}.`,
        field: 'Legal form',
        asks: `one of ${listOf(forms(reason.expected))}`,
        has: legalForm(actual),
      };
    case 'applicabilityRules.excludes':
      return {
        why: `It leaves out ${listOf(forms(reason.expected), 'and')}, and this entity is ${legalFormNoun(actual)}.`,
        field: 'Legal form',
        asks: `none of ${listOf(forms(reason.expected))}`,
        has: legalForm(actual),
      };
    case 'applicabilityRules.listingRequired':
      return {
        why: 'It is for listed companies only, and this entity is not listed on a stock exchange.',
        field: 'Listed on a stock exchange',
        asks: 'yes',
        has: yesNo(reason.actual),
      };
    case 'isActive':
      return {
        why: 'The template is switched off, so it is offered to no entity.',
        field: 'Template active',
        asks: 'yes',
        has: yesNo(reason.actual),
      };
    case 'isArchived':
      return {
        why: 'The template is archived.',
        field: 'Template archived',
        asks: 'no',
        has: yesNo(reason.actual),
      };
    default:
      return {
        why: reason.message,
        field: reason.field,
        asks: `${reason.operator} ${Array.isArray(reason.expected) ? reason.expected.join(', ') : yesNo(reason.expected)}`,
        has: yesNo(reason.actual),
      };
  }
}

/** What each of a template's validation rules asks, in words. */
const VALIDATION_RULES: Record<string, string> = {
  requiresAuditedFinancials: 'Audited financial statements must be attached.',
  requiresBoardApproval: 'A board resolution must be passed.',
  requiresQuorum: 'The meeting’s quorum must be verified.',
  requiresDSC: 'Filing needs a digital signature certificate (DSC).',
  requiresAuditorCertificate: 'An auditor’s certificate must be attached.',
  requiresAuditorReview: 'An auditor’s review report is required.',
  requiresComplianceOfficerCertification: 'The compliance officer must certify it.',
  interestedDirectorAbstains: 'Directors with an interest must abstain from the vote.',
};

/** The rules a template's `validationRules` turn on, each as a sentence. */
export function validationRulesInWords(rules: Record<string, unknown> | undefined): string[] {
  if (!rules) return [];
  const said: string[] = [];
  for (const [name, value] of Object.entries(rules)) {
    if (name === 'maxGapDays' && typeof value === 'number')
      said.push(`At most ${value} days may pass between one and the next.`);
    else if (value === true) said.push(VALIDATION_RULES[name] ?? `${name}.`);
  }
  return said;
}

const ADVISORY_TITLES: Record<string, string> = {
  stampPaper: 'Stamp paper',
  professionalCertification: 'Professional certification',
};

/** A template's `advisoryPrompts` as titled paragraphs. */
export function advisoryPromptsOf(
  prompts: Record<string, unknown> | undefined,
): { title: string; text: string }[] {
  if (!prompts) return [];
  return Object.entries(prompts).flatMap(([name, text]) =>
    typeof text === 'string' && text.trim() !== ''
      ? [{ title: ADVISORY_TITLES[name] ?? name.replace(/([A-Z])/g, ' $1').toLowerCase(), text }]
      : [],
  );
}

/** The strings of a list the service types loosely (`completionCriteria.filingConfirmation`). */
export function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** `2025-2026` → `FY 2025-26`, as Indian filings write it. */
export function financialYearLabel(year: string): string {
  const match = /^(\d{4})-(\d{4})$/.exec(year);
  return match ? `FY ${match[1]}-${match[2]?.slice(2)}` : year;
}

/** The financial year (1 April to 31 March) a calendar day falls in, as the service writes it. */
export function financialYearOf(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const start = isoDay.slice(5) >= '04-01' ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The years a workflow is usually started for: next, this, and the three before, newest first. */
export function financialYearChoices(today: string): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return [1, 0, -1, -2, -3].map((offset) => `${start + offset}-${start + offset + 1}`);
}

const FINANCIAL_YEAR = /^(\d{4})-(\d{4})$/;

/** Whether `2025-2026` names a financial year (its second year the next of its first). */
export function isFinancialYear(value: string): boolean {
  const match = FINANCIAL_YEAR.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** What the phase rule reads of an instance's phases. */
export interface PhaseTasks {
  name: string;
  order: number;
  tasks: { taskId: string; name: string; mandatory: boolean; completed: boolean }[];
}

/** The tasks that decide whether a set of tasks is done: the mandatory ones, or all when none is. */
function deciding<T extends { mandatory: boolean }>(tasks: readonly T[]): readonly T[] {
  const mandatory = tasks.filter((t) => t.mandatory);
  return mandatory.length > 0 ? mandatory : tasks;
}

/** The open mandatory tasks of the phases before `order`: what keeps a task of that phase from being ticked. */
export function blockersOf<P extends PhaseTasks>(
  phases: readonly P[],
  order: number,
): { taskId: string; name: string; phase: number; phaseName: string }[] {
  return phases
    .filter((p) => p.order < order)
    .flatMap((p) =>
      p.tasks
        .filter((t) => t.mandatory && !t.completed)
        .map((t) => ({ taskId: t.taskId, name: t.name, phase: p.order, phaseName: p.name })),
    );
}

/** A phase as the page shows it: done, open for ticking, or waiting for an earlier one. */
export function phaseState<P extends PhaseTasks>(
  phases: readonly P[],
  phase: P,
): 'done' | 'open' | 'waiting' {
  if (phase.tasks.length > 0 && deciding(phase.tasks).every((t) => t.completed)) return 'done';
  return blockersOf(phases, phase.order).length > 0 ? 'waiting' : 'open';
}

/**
 * Whether un-ticking this task takes a completed instance back to in progress (and so withdraws
 * its certificate): the instance is complete while every mandatory task is done, or every task
 * when none is mandatory.
 */
export function reopens<P extends PhaseTasks>(phases: readonly P[], taskId: string): boolean {
  const tasks = phases.flatMap((p) => p.tasks);
  const task = tasks.find((t) => t.taskId === taskId);
  return task !== undefined && deciding(tasks).includes(task);
}

/** Tasks done out of all, for a progress line. */
export function progressOf(phases: readonly PhaseTasks[]): { done: number; total: number } {
  const tasks = phases.flatMap((p) => p.tasks);
  return { done: tasks.filter((t) => t.completed).length, total: tasks.length };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * An advisory as the service renders it (profile values HTML-escaped for a page that inserts
 * HTML) back to plain text: this app shows it as text, so nothing in it is ever markup.
 */
export function advisoryText(rendered: string): string {
  return rendered.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** What an instance is called on its page and in lists: its label, else its workflow's name. */
export function instanceTitle(instance: { customLabel: string | null }, workflowName: string): string {
  return instance.customLabel?.trim() || workflowName;
}
