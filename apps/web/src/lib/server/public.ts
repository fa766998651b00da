/**
 * The public pages' calls to training, and what their forms share. Calls go without the
 * visitor's token, so a signed-in administrator sees the catalogue the public sees (drafts
 * stay out of it, and the service's course cache serves the read), and carry the visitor's
 * address as X-Forwarded-For, so that training's per-address limits, when its TRUST_PROXY
 * names this server, count visitors rather than this server as one client.
 */
import { fail, type RequestEvent } from '@sveltejs/kit';
import { required, trainingApi } from './api';
import { failure, refusal, text } from './form';
import { keptValue } from './page-cache';
import { readRefusal, waitInWords } from './service-errors';

type Visitor = Pick<RequestEvent, 'locals' | 'getClientAddress'>;

export function publicTrainingApi(event: Visitor) {
  return trainingApi({
    getClientAddress: event.getClientAddress,
    locals: { ...event.locals, accessToken: null },
  });
}

/** The taxonomies the public pages show, read once for every page rendered in a few seconds. */
export function publicTaxonomies(event: Visitor) {
  return keptValue(
    'taxonomies',
    async () => required(await publicTrainingApi(event).GET('/api/v1/taxonomies')).data,
  );
}

/** The hidden field the ALTCHA widget fills with its solution (its `name` attribute). */
export const CHALLENGE_FIELD = 'challengeToken';

export function challengeToken(form: FormData): string {
  return text(form, CHALLENGE_FIELD);
}

export const CHALLENGE_MISSING =
  'Confirm you are not a robot: tick “I’m not a robot” above the button, then send. The check needs JavaScript.';
const CHALLENGE_REFUSED =
  'The robot check expired or was already used. Tick “I’m not a robot” again, then send.';

/** The service's pattern for phone numbers, said the way a person can follow it. */
const PHONE_RULE = 'Use 6 to 32 digits, spaces and + - ( ), for example +91 98765 43210';

/** The phone fields (`phone`, `contact_phone`) in the form's words, the validator's pattern being no help. */
const phoneRule = (field: string) => (/phone/.test(field) ? PHONE_RULE : undefined);

/**
 * A form the service refused: a refused challenge (403: expired, replayed, forged) stands
 * beside the widget, too many attempts for the whole form, anything else beside its field.
 */
export function refusedForm(
  body: unknown,
  response: Pick<Response, 'status' | 'headers'>,
  values: Record<string, unknown>,
) {
  if (response.status === 403) {
    return fail(403, {
      values,
      errors: { [CHALLENGE_FIELD]: CHALLENGE_REFUSED },
      message: CHALLENGE_REFUSED,
    });
  }
  if (response.status === 429) {
    const wait = waitInWords(readRefusal(body, response).retryAfterSeconds);
    return failure(429, `Too many forms were sent from your network. Wait ${wait}, then send again.`, values);
  }
  return refusal(body, response, values, phoneRule);
}
