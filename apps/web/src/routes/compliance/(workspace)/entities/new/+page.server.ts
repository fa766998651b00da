import { fail, redirect } from '@sveltejs/kit';
import { complianceApi } from '$lib/server/api';
import { checkRequired, invalid, optional, refusal, text } from '$lib/server/form';
import { guardActions } from '$lib/server/guard';
import { readRefusal } from '$lib/server/service-errors';
import { CIN, ENTITY_TYPE_VALUES, type EntityType, GSTIN, PAN } from '../entities';
import { planUsage } from '../usage.server';
import type { Actions, PageServerLoad } from './$types';

/** The plan's figures are read first, so that a full plan is explained before anyone tries. */
export const load: PageServerLoad = async (event) => ({ usage: await planUsage(event) });

const upper = (form: FormData, name: string) => optional(form, name)?.replace(/\s+/g, '').toUpperCase();

export const actions = guardActions('compliance', {
  /** POST /entities at version 1; the plan's entity limit refused is answered with its figures. */
  create: async (event) => {
    const form = await event.request.formData();
    const values = {
      name: text(form, 'name'),
      entityType: text(form, 'entityType'),
      isListed: form.get('isListed') === 'true',
      pan: upper(form, 'pan') ?? '',
      cin: upper(form, 'cin') ?? '',
      gstin: upper(form, 'gstin') ?? '',
    };
    const errors = checkRequired(
      { name: values.name, entityType: values.entityType },
      {
        name: 'the entity’s name',
        entityType: 'its legal form',
      },
    );
    const entityType = ENTITY_TYPE_VALUES.find((type) => type === values.entityType);
    if (values.entityType && !entityType) errors.entityType = 'Choose one of the legal forms';
    if (values.pan && !PAN.test(values.pan))
      errors.pan = 'A PAN is 5 letters, 4 digits and a letter, such as AAECN1234F';
    if (values.cin && !CIN.test(values.cin))
      errors.cin = 'A CIN is 21 characters, such as U15400MH2019PTC321987';
    if (values.gstin && !GSTIN.test(values.gstin))
      errors.gstin = 'A GSTIN is 15 characters, such as 27AAECN1234F1Z5';
    if (Object.keys(errors).length > 0 || !entityType) return invalid(errors, values);

    const profileData: Record<string, string> = {};
    for (const key of ['pan', 'cin', 'gstin'] as const) if (values[key]) profileData[key] = values[key];
    const { data, error, response } = await complianceApi(event).POST('/api/v1/entities', {
      body: {
        name: values.name,
        entityType: entityType as EntityType,
        isListed: values.isListed,
        profileData,
      },
    });
    if (data) redirect(303, `/compliance/entities/${data.data.id}?created=1`);

    const refused = readRefusal(error, response);
    if (refused.planLimit?.limit === 'entities') {
      const { max = 0, current = 0 } = refused.planLimit;
      const usage = await planUsage(event);
      const code = String(refused.details?.plan ?? 'current').toLowerCase();
      return fail(403, {
        values,
        errors: {} as Record<string, string>,
        message: 'Your plan’s entities are all in use: this entity was not created.',
        refusedLimit: {
          plan: usage?.plan ?? code.charAt(0).toUpperCase() + code.slice(1),
          limit: max,
          used: current,
          remaining: 0,
        },
      });
    }
    return refusal(error, response, values);
  },
} satisfies Actions);
