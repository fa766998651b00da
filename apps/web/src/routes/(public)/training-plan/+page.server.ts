import { checkRequired, invalid, text } from '$lib/server/form';
import { CHALLENGE_MISSING, challengeToken, publicTrainingApi, refusedForm } from '$lib/server/public';
import type { Actions } from './$types';

export const actions: Actions = {
  default: async (event) => {
    const form = await event.request.formData();
    const values = {
      organisation: text(form, 'organisation'),
      contact_name: text(form, 'contact_name'),
      contact_email: text(form, 'contact_email'),
      contact_phone: text(form, 'contact_phone'),
      requirements: text(form, 'requirements'),
    };
    const errors = checkRequired(values, {
      organisation: 'the name of your organisation',
      contact_name: 'your name',
      contact_email: 'your e-mail address',
      requirements: 'what your team needs',
    });
    const token = challengeToken(form);
    if (!token) errors.challengeToken = CHALLENGE_MISSING;
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await publicTrainingApi(event).POST('/api/v1/training-plan', {
      body: { ...values, contact_phone: values.contact_phone || undefined, challengeToken: token },
    });
    if (!data) return refusedForm(error, response, values);
    return {
      sent: {
        name: data.data.contact_name,
        email: data.data.contact_email,
        organisation: data.data.organisation,
      },
    };
  },
};
