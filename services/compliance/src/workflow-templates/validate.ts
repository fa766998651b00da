import { validationError } from '@platform/kernel/errors';
import { isCalendarDate, type TimelineLogic } from '../timeline/engine.js';
import type { ApplicabilityRules } from './applicability.js';
import type { TemplatePhase } from './model.js';

interface Problem {
  readonly field: string;
  readonly message: string;
}

function timelineProblems(logic: TimelineLogic): Problem[] {
  const problems: Problem[] = [];
  const at = (name: string) => `timelineLogic.${name}`;
  if (logic.triggerDate !== undefined && !isCalendarDate(logic.triggerDate))
    problems.push({
      field: at('triggerDate'),
      message: 'must be financial_year_end, MM-DD or YYYY-MM-DD (a day that exists)',
    });
  if (
    logic.deadlineDate !== undefined &&
    (logic.deadlineDate === 'financial_year_end' || !isCalendarDate(logic.deadlineDate))
  )
    problems.push({ field: at('deadlineDate'), message: 'must be MM-DD or YYYY-MM-DD (a day that exists)' });
  if (logic.deadlineDate !== undefined && logic.triggerDate === undefined)
    problems.push({ field: at('deadlineDate'), message: 'a fixed deadline needs its triggerDate' });
  if (logic.triggerEvent !== undefined && logic.deadlineDaysAfterTrigger === undefined)
    problems.push({
      field: at('deadlineDaysAfterTrigger'),
      message: 'an event-based timeline needs deadlineDaysAfterTrigger',
    });
  if (logic.deadlineDaysAfterTrigger !== undefined && logic.triggerEvent === undefined)
    problems.push({ field: at('triggerEvent'), message: 'deadlineDaysAfterTrigger needs a triggerEvent' });
  if (logic.frequency !== undefined && logic.deadlineDays === undefined)
    problems.push({ field: at('deadlineDays'), message: 'a recurring timeline needs deadlineDays' });
  if (logic.q4DeadlineDays !== undefined && logic.frequency !== 'quarterly')
    problems.push({ field: at('q4DeadlineDays'), message: 'applies only to a quarterly frequency' });
  if (logic.maxGapDays !== undefined && logic.frequency === undefined)
    problems.push({ field: at('maxGapDays'), message: 'applies only to a recurring timeline' });
  if (logic.completionEvent !== undefined && logic.completionEvent === logic.triggerEvent)
    problems.push({ field: at('completionEvent'), message: 'a template cannot trigger itself' });
  return problems;
}

function phaseProblems(phases: readonly TemplatePhase[]): Problem[] {
  const orders = phases.map((p) => p.order).sort((a, b) => a - b);
  const sequential = orders.every((order, i) => order === i + 1);
  return sequential
    ? []
    : [
        {
          field: 'phases',
          message: `phase orders must be 1..${phases.length}, each once; got ${orders.join(', ')}`,
        },
      ];
}

export interface TemplateParts {
  readonly timelineLogic?: TimelineLogic | undefined;
  readonly phases?: readonly TemplatePhase[] | undefined;
  readonly applicabilityRules?: ApplicabilityRules | undefined;
}

/**
 * What the schema cannot say about a template: dates that exist, the fields each trigger
 * pattern needs together, phase orders 1..n, and excludes that do not exclude everything named.
 * 400 VALIDATION_ERROR listing every problem at once.
 */
export function assertValidTemplate(parts: TemplateParts): void {
  const problems = [
    ...(parts.timelineLogic ? timelineProblems(parts.timelineLogic) : []),
    ...(parts.phases ? phaseProblems(parts.phases) : []),
  ];
  const rules = parts.applicabilityRules;
  if (rules?.excludes && !rules.entityTypes.includes('ALL')) {
    const left = rules.entityTypes.filter((t) => !rules.excludes?.includes(t));
    if (left.length === 0)
      problems.push({
        field: 'applicabilityRules.excludes',
        message: 'excludes every entity type the rule names',
      });
  }
  if (problems.length > 0) throw validationError('Invalid workflow template', { problems });
}
