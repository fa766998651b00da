import { describe, expect, it } from 'vitest';
import { isApplicable } from '../src/workflow-templates/applicability.js';

const template = (
  rules: Record<string, unknown>,
  state: { isActive?: boolean; isArchived?: boolean } = {},
) => ({
  isActive: state.isActive ?? true,
  isArchived: state.isArchived ?? false,
  applicabilityRules: { entityTypes: ['PRIVATE_LIMITED'], ...rules } as { entityTypes: string[] },
});
const entity = (entityType = 'PRIVATE_LIMITED', isListed = false) => ({ entityType, isListed });

describe('the applicability rule', () => {
  it('needs the template active and not archived', () => {
    expect(isApplicable(template({}), entity())).toBe(true);
    expect(isApplicable(template({}, { isActive: false }), entity())).toBe(false);
    expect(isApplicable(template({}, { isArchived: true }), entity())).toBe(false);
  });

  it('needs the entity type in entityTypes, or ALL there', () => {
    expect(isApplicable(template({ entityTypes: ['LLP', 'OPC'] }), entity('OPC'))).toBe(true);
    expect(isApplicable(template({ entityTypes: ['LLP'] }), entity('OPC'))).toBe(false);
    expect(isApplicable(template({ entityTypes: ['ALL'] }), entity('HUF'))).toBe(true);
  });

  it('drops types in excludes, even under ALL', () => {
    expect(isApplicable(template({ entityTypes: ['ALL'], excludes: ['OPC'] }), entity('OPC'))).toBe(false);
    expect(isApplicable(template({ entityTypes: ['ALL'], excludes: ['OPC'] }), entity('LLP'))).toBe(true);
    expect(isApplicable(template({ entityTypes: ['OPC'], excludes: ['OPC'] }), entity('OPC'))).toBe(false);
  });

  it('restricts listingRequired templates to listed entities', () => {
    expect(isApplicable(template({ listingRequired: true }), entity('PRIVATE_LIMITED', false))).toBe(false);
    expect(isApplicable(template({ listingRequired: true }), entity('PRIVATE_LIMITED', true))).toBe(true);
    expect(isApplicable(template({ listingRequired: false }), entity('PRIVATE_LIMITED', false))).toBe(true);
  });
});
