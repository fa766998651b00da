/**
 * The course form of the new and edit pages: read into the service's body, checked as far as a
 * person can be told before the call, and the service's refusals put beside their fields.
 */
import { fail } from '@sveltejs/kit';
import { asServiceError } from '$lib/server/api';
import { type FieldErrors, humanise, slugError, text } from '$lib/server/form';
import type { CourseBody } from '../training';
import type { CourseDraft } from './course-draft';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The form as typed, to be shown again when it is refused. */
export function readDraft(form: FormData): CourseDraft {
  const column = (name: string) =>
    form.getAll(name).map((value) => (typeof value === 'string' ? value.trim() : ''));
  const starts = column('schedule_start');
  const ends = column('schedule_end');
  const cities = column('schedule_city');
  const seats = column('schedule_seats');
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    description: text(form, 'description'),
    delivery_mode: text(form, 'delivery_mode'),
    duration_days: text(form, 'duration_days'),
    category_ids: ids(form, 'category_ids'),
    city_ids: ids(form, 'city_ids'),
    association_ids: ids(form, 'association_ids'),
    schedule: starts
      .map((start_date, i) => ({
        start_date,
        end_date: ends[i] ?? '',
        city_id: cities[i] ?? '',
        seats: seats[i] ?? '',
      }))
      .filter((row) => row.start_date || row.end_date || row.seats),
  };
}

/** The body the service expects, or the errors a person must fix first. */
export function toBody(
  draft: CourseDraft,
):
  | { body: Omit<CourseBody, 'status' | 'is_published'>; errors?: never }
  | { errors: FieldErrors; body?: never } {
  const errors: FieldErrors = {};
  if (!draft.title) errors.title = 'Enter the title';
  const slugRefused = slugError(draft.slug);
  if (slugRefused) errors.slug = slugRefused;
  const days = Number(draft.duration_days);
  if (!Number.isInteger(days) || days < 1) errors.duration_days = 'Enter a whole number of days, 1 or more';
  draft.schedule.forEach((row, i) => {
    const n = i + 1;
    if (!DATE.test(row.start_date))
      errors[`schedule.${i}.start_date`] = `Enter the start date of session ${n}`;
    if (row.end_date && !DATE.test(row.end_date)) errors[`schedule.${i}.end_date`] = 'Enter a date';
    else if (row.end_date && row.end_date < row.start_date)
      errors[`schedule.${i}.end_date`] = 'The end comes before the start';
    const seats = Number(row.seats);
    if (row.seats === '' || !Number.isInteger(seats) || seats < 0)
      errors[`schedule.${i}.seats`] = 'Enter the number of seats';
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title: draft.title,
      slug: draft.slug,
      description: draft.description,
      delivery_mode: draft.delivery_mode || null,
      duration_days: days,
      category_ids: draft.category_ids,
      city_ids: draft.city_ids,
      association_ids: draft.association_ids,
      schedule: draft.schedule.map((row) => ({
        start_date: row.start_date,
        ...(row.end_date ? { end_date: row.end_date } : {}),
        city_id: row.city_id || null,
        seats: Number(row.seats),
      })),
    },
  };
}

export function invalidDraft(draft: CourseDraft, errors: FieldErrors) {
  return fail(400, { draft, errors, message: 'Please correct the fields marked below.' });
}

/**
 * A refusal of the service beside the field it concerns: a slug taken (409) or malformed, an
 * unknown taxonomy id (named in `details.unknown_ids`), an unknown delivery mode, a session
 * that ends before it starts; anything else (an illegal move) for the form as a whole.
 */
export function refusedDraft(draft: CourseDraft, status: number, body: unknown) {
  const error = asServiceError(body);
  const message = error.message ?? 'The course was refused.';
  const errors: FieldErrors = {};
  if (status === 409 || /slug/i.test(message))
    errors.slug = status === 409 ? 'Another course has this address name' : message;
  const unknown = Array.isArray(error.details?.unknown_ids) ? (error.details.unknown_ids as unknown[]) : [];
  const groups = [
    ['category_ids', 'One of these categories no longer exists'],
    ['city_ids', 'One of these cities no longer exists'],
    ['association_ids', 'One of these associations no longer exists'],
  ] as const;
  for (const [field, words] of groups) {
    if (draft[field].some((id) => unknown.includes(id))) errors[field] = words;
  }
  if (unknown.length > 0 && Object.keys(errors).length === 0)
    errors.schedule = 'A session names a city that no longer exists';
  if (/delivery mode/i.test(message)) errors.delivery_mode = 'This delivery mode no longer exists';
  if (/schedule entry/i.test(message)) errors.schedule = message;
  for (const { field, message: why } of error.details?.fields ?? []) {
    const name = field.replace(/^body[./]/, '').split(/[./]/)[0] ?? field;
    errors[name] ??= humanise(why);
  }
  const whole =
    status >= 500
      ? 'The service did not answer. Nothing was saved; please try again.'
      : Object.keys(errors).length > 0
        ? 'Please correct the fields marked below.'
        : message;
  return fail(status >= 500 ? 502 : status, { draft, errors, message: whole });
}
