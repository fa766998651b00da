import { checkRequired, invalid, text } from '$lib/server/form';
import { CHALLENGE_MISSING, challengeToken, publicTrainingApi, refusedForm } from '$lib/server/public';
import type { Actions } from './$types';

export const actions: Actions = {
  default: async (event) => {
    const form = await event.request.formData();
    const values = { name: text(form, 'name'), email: text(form, 'email'), message: text(form, 'message') };
    const errors = checkRequired(values, {
      name: 'your name',
      email: 'your e-mail address',
      message: 'your message',
    });
    const token = challengeToken(form);
    if (!token) errors.challengeToken = CHALLENGE_MISSING;
    if (Object.keys(errors).length > 0) return invalid(errors, values);

    const { data, error, response } = await publicTrainingApi(event).POST('/api/v1/contact', {
      body: { ...values, challengeToken: token },
    });
    if (!data) return refusedForm(error, response, values);
    return { sent: { name: data.data.name, email: data.data.email } };
  },
};
