import { describe, expect, it } from 'vitest';
import { refusedMove } from './admin-lists';
import { readProblem } from './service-read';

/** Compliance's envelope: its words are `error`, beside a `code`; training's are `message`. */
const compliance = { error: 'Tenant is suspended', code: 'TENANT_SUSPENDED', correlationId: 'c-9' };
const training = { status: 'error', message: 'Cannot move from confirmed to new' };

describe('the refusals pages show in place, read by readRefusal', () => {
  it("says compliance's own words and reference for a read the page can do without", () => {
    expect(readProblem(409, compliance, 'compliance')).toEqual({
      status: 409,
      message: 'Tenant is suspended',
      correlationId: 'c-9',
    });
    expect(readProblem(400, {}, 'portal').message).toBe('The portal service refused the request.');
    expect(readProblem(502, compliance, 'compliance').message).toBe(
      'The compliance service did not answer. Please try again in a moment.',
    );
  });

  it("says the service's words beside a row whose move was refused, whatever its envelope", () => {
    expect(refusedMove('r1', 400, compliance).data).toEqual({
      moveId: 'r1',
      moveError: 'Tenant is suspended',
    });
    expect(refusedMove('r1', 400, training).data.moveError).toBe('Cannot move from confirmed to new');
    expect(refusedMove('r1', 400, null).data.moveError).toBe('This move was refused.');
    expect(refusedMove('r1', 404, training).data.moveError).toBe(
      'This record no longer exists. Reload the page.',
    );
  });
});
