import { isDomainError, validationError } from '@platform/kernel/errors';
import { type PaymentProvider, providerUnavailable } from '../shared/payment-provider.js';

export interface RazorpayOptions {
  /** `RAZORPAY_API_URL`, `https://api.razorpay.com/v1` in production. */
  readonly baseUrl: string;
  readonly keyId: string;
  readonly keySecret: string;
  readonly timeoutMs: number;
}

type Json = Record<string, unknown>;

function asRecord(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function reason(body: Json): string {
  const error = asRecord(body.error);
  const description = error.description ?? error.code;
  return typeof description === 'string' ? description : 'no reason given';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Razorpay's REST API (customers, subscriptions) over fetch, with Basic auth and a timeout on
 * every call. 4xx answers are the request's fault (400 to the caller); 5xx, timeouts and
 * unreachable hosts are the provider's (503), and signup undoes its earlier steps either way.
 */
export function razorpayProvider(options: RazorpayOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw providerUnavailable(
        'razorpay',
        `${method} ${path}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const raw = await response.text().catch(() => '');
    let parsed: Json = {};
    try {
      parsed = asRecord(JSON.parse(raw));
    } catch {
      parsed = {};
    }
    if (response.ok) return parsed;
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw validationError(`The payment provider refused the request: ${reason(parsed)}`, {
        provider: 'razorpay',
        status: response.status,
      });
    throw providerUnavailable('razorpay', `${method} ${path}: HTTP ${response.status} ${reason(parsed)}`);
  }

  return {
    name: 'razorpay',
    async createCustomer(customer) {
      // fail_existing 0: a customer already there with this e-mail is returned, so a retried
      // signup after a half-finished one does not fail here.
      const body = await call('POST', '/customers', {
        name: customer.name,
        email: customer.email,
        fail_existing: '0',
        notes: { tenantId: customer.tenantId },
      });
      const id = text(body.id);
      if (!id) throw providerUnavailable('razorpay', 'customer created without an id');
      return { id };
    },
    async discardCustomer() {
      // Razorpay customers cannot be deleted; an unused one costs nothing and is found again on retry.
    },
    async createSubscription(subscription) {
      const body = await call('POST', '/subscriptions', {
        plan_id: subscription.planId,
        customer_id: subscription.customerId,
        total_count: subscription.totalCount,
        customer_notify: 1,
        notes: { tenantId: subscription.tenantId },
      });
      const id = text(body.id);
      if (!id) throw providerUnavailable('razorpay', 'subscription created without an id');
      return { id, customerId: subscription.customerId, status: text(body.status) ?? 'created' };
    },
    cancelsAtCycleEnd: true,
    async cancelSubscription(id, when = 'now') {
      const atCycleEnd = when === 'cycle_end';
      try {
        await call('POST', `/subscriptions/${encodeURIComponent(id)}/cancel`, {
          cancel_at_cycle_end: atCycleEnd ? 1 : 0,
        });
      } catch (err) {
        // Already cancelled (or never started) is what an immediate cancellation wanted; one at
        // the cycle's end that Razorpay refuses is the caller's to hear about.
        if (
          !atCycleEnd &&
          isDomainError(err) &&
          err.code === 'VALIDATION_ERROR' &&
          err.details?.status === 400
        )
          return;
        throw err;
      }
    },
    async renewalDate(subscriptionId) {
      const body = await call('GET', `/subscriptions/${encodeURIComponent(subscriptionId)}`);
      const seconds = typeof body.charge_at === 'number' ? body.charge_at : body.current_end;
      return typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;
    },
  };
}
