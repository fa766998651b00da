import { randomUUID } from 'node:crypto';
import { fail, redirect } from '@sveltejs/kit';
import { factoryApi } from '$lib/server/api';
import { requireFactorySession } from '$lib/server/factory-session';
import { type FieldErrors, text } from '$lib/server/form';
import { type Problem, problemOf, writeRefused } from '../../../factory.server';
import { readWorker } from '../ledger.server';
import type { Actions, PageServerLoad } from './$types';
import { fingerprintOf, type Preview, payments, previewOf, readAmount } from './pay.server';

/**
 * Paying a worker, in two steps that work without JavaScript: the amount (a GET form, kept in
 * the address) shows what the factory would settle with it; the confirmation pays exactly that.
 */
export const load: PageServerLoad = async (event) => {
  const session = await requireFactorySession(event);
  const api = factoryApi(event, session);
  const typed = event.url.searchParams.get('amount') ?? '';
  const worker = await readWorker(api, event.params.id);
  const base = { worker: worker.worker, problem: worker.problem, typed, key: randomUUID() };
  if (!typed || !worker.worker) return { ...base, amountError: null, preview: null, previewProblem: null };
  const read = readAmount(typed);
  if ('error' in read) return { ...base, amountError: read.error, preview: null, previewProblem: null };
  const { data, error, response } = await api.POST('/api/v1/transaction/previewPayment', {
    body: { workerId: event.params.id, amount: read.amount },
  });
  if (!data)
    return {
      ...base,
      amountError: null,
      preview: null,
      previewProblem: problemOf(error, response) as Problem | null,
    };
  const preview: Preview = await previewOf(api, read.amount, data.data.settlement);
  return { ...base, amountError: null, preview, previewProblem: null };
};

export const actions = {
  /**
   * Pays the amount previewed, once per confirmation key; the settlement asked again first and
   * compared with the one the person saw, so that what is paid is what was shown.
   */
  pay: async (event) => {
    const session = await requireFactorySession(event);
    const api = factoryApi(event, session);
    const workerId = event.params.id;
    const form = await event.request.formData();
    const values = {
      amount: text(form, 'amount'),
      note: text(form, 'note'),
    };
    const key = text(form, 'key');
    const fingerprint = text(form, 'fingerprint');
    const errors: FieldErrors = {};
    const read = readAmount(values.amount);
    if ('error' in read) errors.amount = read.error;
    if (values.note.length > 500) errors.note = 'Use at most 500 characters';
    if (!key || key.length > 100 || !fingerprint)
      return fail(400, {
        values,
        errors,
        message: 'This confirmation is not one the page made. See the preview again, then pay.',
      });
    if ('error' in read || Object.keys(errors).length > 0)
      return fail(400, { values, errors, message: 'Please correct the fields marked below.' });

    const outcome = await payments.run(`${session.user.id}:${workerId}:${key}`, async () => {
      const again = await api.POST('/api/v1/transaction/previewPayment', {
        body: { workerId, amount: read.amount },
      });
      if (!again.data)
        return {
          kind: 'refused',
          body: again.error,
          status: again.response.status,
          retryAfter: again.response.headers.get('retry-after'),
        };
      if (fingerprintOf(again.data.data.settlement) !== fingerprint) return { kind: 'changed' };
      const paid = await api.POST('/api/v1/transaction/makePayment', {
        body: { workerId, amount: read.amount, ...(values.note ? { note: values.note } : {}) },
      });
      if (!paid.data)
        return {
          kind: 'refused',
          body: paid.error,
          status: paid.response.status,
          retryAfter: paid.response.headers.get('retry-after'),
        };
      return { kind: 'paid', transactionId: paid.data.data.transaction._id };
    });

    if (outcome.kind === 'paid') redirect(303, `/factory/workers/${workerId}?paid=${outcome.transactionId}`);
    if (outcome.kind === 'changed')
      return fail(409, {
        values,
        errors,
        changed: true,
        message:
          'Nothing was paid: the worker’s money changed since this preview (a wage credited, or this payment already made). Check the ledger, then the new preview below.',
      });
    const headers = new Headers(outcome.retryAfter ? { 'retry-after': outcome.retryAfter } : {});
    return writeRefused(outcome.body, { status: outcome.status, headers }, values, 'nothing was paid');
  },
} satisfies Actions;
