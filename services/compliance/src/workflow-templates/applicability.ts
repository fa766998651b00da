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

/**
 * The applicability rule clients rely on: the template is active (and not archived), the entity's type is in
 * `entityTypes` (or `ALL` is), it is not in `excludes`, and a template with `listingRequired`
 * applies only to a listed entity.
 */
export function isApplicable(template: ApplicableTemplate, entity: ApplicableEntity): boolean {
  const rules = template.applicabilityRules;
  if (!template.isActive || template.isArchived) return false;
  if (!rules.entityTypes.includes('ALL') && !rules.entityTypes.includes(entity.entityType)) return false;
  if (rules.excludes?.includes(entity.entityType)) return false;
  if (rules.listingRequired === true && !entity.isListed) return false;
  return true;
}
