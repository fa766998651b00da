/** `applicabilityRules` of a workflow template. */
export interface ApplicabilityRules {
  readonly entityTypes: readonly string[];
  readonly excludes?: readonly string[] | undefined;
  readonly listingRequired?: boolean | undefined;
  readonly description?: string | undefined;
}

/** What the applicability rule reads of a template. */
export interface ApplicableTemplate {
  readonly isActive: boolean;
  readonly isArchived: boolean;
  readonly applicabilityRules: ApplicabilityRules;
}

/** What the applicability rule reads of an entity. */
export interface ApplicableEntity {
  readonly entityType: string;
  readonly isListed: boolean;
}

/** One rule of a template that an entity fails, with what it asks and what the entity has. */
export type ApplicabilityFailure =
  | {
      readonly rule: 'isActive' | 'isArchived';
      readonly field: 'isActive' | 'isArchived';
      readonly operator: 'equals';
      readonly expected: boolean;
      readonly actual: boolean;
      readonly message: string;
    }
  | {
      readonly rule: 'applicabilityRules.entityTypes' | 'applicabilityRules.excludes';
      readonly field: 'entityType';
      readonly operator: 'in' | 'notIn';
      readonly expected: string[];
      readonly actual: string;
      readonly message: string;
    }
  | {
      readonly rule: 'applicabilityRules.listingRequired';
      readonly field: 'isListed';
      readonly operator: 'equals';
      readonly expected: true;
      readonly actual: boolean;
      readonly message: string;
    };

/**
 * Every rule of the template the entity fails (none: the template applies), in the order the
 * rule reads: the template is active (and not archived), the entity's type is in `entityTypes`
 * (or `ALL` is), it is not in `excludes`, and a template with `listingRequired` applies only to a
 * listed entity. `isActive` and `isArchived` are the template's own state; the others compare
 * a field of the entity.
 */
export function applicabilityFailures(
  template: ApplicableTemplate,
  entity: ApplicableEntity,
): ApplicabilityFailure[] {
  const rules = template.applicabilityRules;
  const failures: ApplicabilityFailure[] = [];
  if (!template.isActive)
    failures.push({
      rule: 'isActive',
      field: 'isActive',
      operator: 'equals',
      expected: true,
      actual: false,
      message: 'the template is inactive',
    });
  if (template.isArchived)
    failures.push({
      rule: 'isArchived',
      field: 'isArchived',
      operator: 'equals',
      expected: false,
      actual: true,
      message: 'the template is archived',
    });
  if (!rules.entityTypes.includes('ALL') && !rules.entityTypes.includes(entity.entityType))
    failures.push({
      rule: 'applicabilityRules.entityTypes',
      field: 'entityType',
      operator: 'in',
      expected: [...rules.entityTypes],
      actual: entity.entityType,
      message: `entityType is ${entity.entityType}; the template requires ${rules.entityTypes.join(' or ')}`,
    });
  if (rules.excludes?.includes(entity.entityType))
    failures.push({
      rule: 'applicabilityRules.excludes',
      field: 'entityType',
      operator: 'notIn',
      expected: [...rules.excludes],
      actual: entity.entityType,
      message: `entityType is ${entity.entityType}, which the template excludes`,
    });
  if (rules.listingRequired === true && !entity.isListed)
    failures.push({
      rule: 'applicabilityRules.listingRequired',
      field: 'isListed',
      operator: 'equals',
      expected: true,
      actual: false,
      message: 'the entity is not listed; the template applies to listed entities only',
    });
  return failures;
}

/** The applicability rule clients rely on: the template applies when the entity fails none of it. */
export function isApplicable(template: ApplicableTemplate, entity: ApplicableEntity): boolean {
  return applicabilityFailures(template, entity).length === 0;
}
