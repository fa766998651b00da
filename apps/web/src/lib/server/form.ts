/**
 * Form actions: read a form into typed fields, and turn a service's refusal into errors that
 * stand beside the fields they concern, in words a person reads.
 */
import { fail } from '@sveltejs/kit';
import { type FieldErrors, readRefusal, waitInWords } from './service-errors';

export type { FieldErrors };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why an address name (slug) is refused, worded for people; undefined when it is fine. */
export function slugError(slug: string): string | undefined {
  if (!slug) return 'Enter the address name';
  return SLUG.test(slug) ? undefined : 'Use lower-case letters and digits joined by single hyphens';
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Optional text: empty becomes undefined, so the service sees the field as absent. */
export function optional(form: FormData, name: string): string | undefined {
  return text(form, name) || undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Checks done before a call, worded for people; the service still has the last word. */
export function checkRequired(
  values: Record<string, string | undefined>,
  labels: Record<string, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, label] of Object.entries(labels)) {
    if (!values[field]) errors[field] = `Enter ${label}`;
  }
  for (const field of Object.keys(values)) {
    const value = values[field];
    if (field.includes('email') && value && !EMAIL.test(value) && !errors[field]) {
      errors[field] = 'Enter an e-mail address like name@example.com';
    }
  }
  return errors;
}

/** A validator's message in plain words. */
export function humanise(message: string): string {
  const fewer = /must NOT have fewer than (\d+) characters/.exec(message);
  if (fewer) return fewer[1] === '1' ? 'This field is required' : `Use at least ${fewer[1]} characters`;
  const more = /must NOT have more than (\d+) characters/.exec(message);
  if (more) return `Use at most ${Number(more[1]).toLocaleString('en-IN')} characters`;
  if (message.includes('format "email"')) return 'Enter an e-mail address like name@example.com';
  if (message.includes('format "date"')) return 'Enter a date';
  if (message.includes('must match pattern')) return 'This is not in the expected form';
  const min = /must be >= (\S+)/.exec(message);
  if (min) return `Must be at least ${min[1]}`;
  const max = /must be <= (\S+)/.exec(message);
  if (max) return `Must be at most ${max[1]}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The form's own words for a field the service refused, when a validator's would not help. */
export type Reword = (field: string, said: string) => string | undefined;

/**
 * The service's refusal, read once by `readRefusal` whatever the service's envelope, as a
 * form's answer: each refused field beside its field (`body.profileData.pan` under
 * `profileData.pan` and `profileData`), in plain words (`humanise`, or the form's own through
 * `reword`); a rate limit as the wait it asks for; a server error as "nothing was saved"
 * (502, its own words never shown); anything else in the service's words at the top.
 */
export function refusal(
  body: unknown,
  response: Pick<Response, 'status' | 'headers'>,
  values: Record<string, unknown>,
  reword?: Reword,
) {
  const refused = readRefusal(body, response);
  const errors: FieldErrors = {};
  for (const [field, said] of Object.entries(refused.fieldErrors)) {
    errors[field] = reword?.(field, said) ?? humanise(said);
  }
  const { status } = refused;
  const message =
    status >= 500
      ? 'The service did not answer. Nothing was saved; please try again.'
      : status === 429
        ? `Too many attempts. Wait ${waitInWords(refused.retryAfterSeconds)}, then try again.`
        : Object.keys(errors).length > 0
          ? 'Please correct the fields marked below.'
          : refused.message;
  return fail(status >= 500 ? 502 : status, { values, errors, message });
}

export function invalid(errors: FieldErrors, values: Record<string, unknown>) {
  return fail(400, { values, errors, message: 'Please correct the fields marked below.' });
}

/** A refusal of the form as a whole, no field to blame (the service unreachable, a spent link). */
export function failure(status: number, message: string, values: Record<string, unknown> = {}) {
  const errors: FieldErrors = {};
  return fail(status, { values, errors, message });
}
