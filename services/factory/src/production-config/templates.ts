import type { PlanLimits } from '../shared/plan-limits.js';
import type { UnitKind } from '../shared/schemas.js';
import type { JobStepConfig } from './store.js';

export interface TemplateAttribute {
  readonly name: string;
  readonly label: string;
  readonly type: 'string' | 'number';
  readonly isRequired: boolean;
}

/** A tenant's first production configuration: its job steps in order and its article attributes. */
export interface ConfigTemplate {
  readonly jobSteps: readonly JobStepConfig[];
  readonly articleAttributes: readonly TemplateAttribute[];
}

const steps = (...names: string[]): JobStepConfig[] =>
  names.map((name, i) => ({ name, order: i + 1, isPaid: true }));

const ATTRIBUTES = {
  style: { name: 'style', label: 'Style', type: 'string', isRequired: true },
  size: { name: 'size', label: 'Size', type: 'string', isRequired: false },
  colour: { name: 'colour', label: 'Colour', type: 'string', isRequired: false },
  material: { name: 'material', label: 'Material', type: 'string', isRequired: false },
} satisfies Record<string, TemplateAttribute>;

/**
 * The steps and attributes a unit of each kind starts with; every step is paid by the piece.
 * Sizes are text, since garments are sized S, M, XL and shoes UK 7 or EU 41 as often as by
 * number. Each template is within the starter plan's limits.
 */
export const CONFIG_TEMPLATES: Readonly<Record<UnitKind, ConfigTemplate>> = {
  garment: {
    jobSteps: steps('Cutting', 'Stitching', 'Checking', 'Ironing', 'Packing'),
    articleAttributes: [ATTRIBUTES.style, ATTRIBUTES.size, ATTRIBUTES.colour],
  },
  footwear: {
    jobSteps: steps('Cutting', 'Closing', 'Lasting', 'Sole attaching', 'Finishing', 'Packing'),
    articleAttributes: [ATTRIBUTES.style, ATTRIBUTES.size, ATTRIBUTES.colour, ATTRIBUTES.material],
  },
  other: {
    jobSteps: steps('Preparation', 'Production', 'Quality check', 'Packing'),
    articleAttributes: [ATTRIBUTES.style],
  },
};

const within = <T>(items: readonly T[], limit: number): T[] =>
  limit === -1 ? [...items] : items.slice(0, Math.max(0, limit));

/**
 * The template of a kind, cut to what the plan allows: a plan smaller than the template (one
 * the super-admin made) gets its first steps and attributes, never a configuration its own
 * limit check would refuse.
 */
export function templateFor(
  kind: UnitKind,
  limits: Pick<PlanLimits, 'maxJobSteps' | 'maxArticleAttributes'>,
): ConfigTemplate {
  const template = CONFIG_TEMPLATES[kind];
  return {
    jobSteps: within(template.jobSteps, limits.maxJobSteps),
    articleAttributes: within(template.articleAttributes, limits.maxArticleAttributes),
  };
}
