/**
 * A read a page can do without: its data, or what to tell the person instead, so that the page
 * draws its error state in place (beside the rest of the page) rather than the error page.
 */
import { readRefusal, UNEXPLAINED_REFUSAL } from './service-errors';

export interface ReadProblem {
  status: number;
  message: string;
  correlationId?: string;
}

export function readProblem(status: number, body: unknown, service: string): ReadProblem {
  const refused = readRefusal(body, { status, headers: new Headers() });
  const said = refused.message === UNEXPLAINED_REFUSAL ? undefined : refused.message;
  const message =
    status >= 500
      ? `The ${service} service did not answer. Please try again in a moment.`
      : status === 401 || status === 403
        ? `The ${service} service refused to show this to your account.`
        : (said ?? `The ${service} service refused the request.`);
  return { status, message, ...(refused.correlationId ? { correlationId: refused.correlationId } : {}) };
}
