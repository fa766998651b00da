import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from './form';
import { refusedForm } from './public';
import { type StandIn, sendJson, standIn } from './testing/stand-in';

/**
 * A service answering each path with the refusal of one envelope: compliance's, training's, a
 * rate limit with `Retry-After`, a server error.
 */
let service: StandIn;
beforeAll(async () => {
  service = await standIn((req, res) => {
    switch (req.url) {
      case '/compliance-fields':
        return sendJson(res, 400, {
          error: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: {
            fields: [
              { field: 'body.name', message: 'must NOT have fewer than 1 characters' },
              { field: 'body.profileData.pan', message: 'must match pattern "^[A-Z]{5}[0-9]{4}[A-Z]$"' },
            ],
          },
          correlationId: 'c-1',
        });
      case '/compliance-conflict':
        return sendJson(res, 409, {
          error: 'An entity with this PAN already exists',
          code: 'CONFLICT',
          correlationId: 'c-2',
        });
      case '/training-fields':
        return sendJson(res, 400, {
          status: 'error',
          message: 'body/email must match format "email"',
          details: {
            fields: [
              { field: 'body/email', message: 'must match format "email"' },
              { field: 'body/phone', message: 'must match pattern "^[0-9 +()-]{6,32}$"' },
            ],
          },
        });
      case '/limited':
        return sendJson(res, 429, { status: 'error', message: 'Too many requests' }, { 'retry-after': '20' });
      case '/limited-in-body':
        return sendJson(res, 429, { error: 'Too many', code: 'RATE_LIMIT_EXCEEDED', retryAfter: 120 });
      case '/broken':
        return sendJson(res, 500, { status: 'error', message: 'relation "courses" does not exist' });
      default:
        return sendJson(res, 404, {});
    }
  });
});
afterAll(() => service.close());

/** The service's answer as an action sees it: openapi-fetch's parsed `error` and the response. */
async function refused(path: string): Promise<{ body: unknown; response: Response }> {
  const response = await fetch(`${service.url}${path}`);
  return { body: await response.json(), response };
}

const values = { name: '', email: 'asha@' };

describe('refusal (a form action answering a service that refused)', () => {
  it("puts compliance's refused fields beside their fields, nested ones under their parent too, in plain words", async () => {
    const { body, response } = await refused('/compliance-fields');
    const answer = refusal(body, response, values);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      values,
      errors: {
        name: 'This field is required',
        'profileData.pan': 'This is not in the expected form',
        profileData: 'This is not in the expected form',
      },
      message: 'Please correct the fields marked below.',
    });
  });

  it("says compliance's own words when no field is named (its message is `error`)", async () => {
    const { body, response } = await refused('/compliance-conflict');
    const answer = refusal(body, response, values);
    expect(answer.status).toBe(409);
    expect(answer.data.message).toBe('An entity with this PAN already exists');
    expect(answer.data.errors).toEqual({});
  });

  it("reads training's envelope the same way, and the form's own words win where it has them", async () => {
    const { body, response } = await refused('/training-fields');
    const answer = refusal(body, response, values, (field) => (field === 'phone' ? 'Use digits' : undefined));
    expect(answer.data.errors).toEqual({
      email: 'Enter an e-mail address like name@example.com',
      phone: 'Use digits',
    });
  });

  it('answers a rate limit with the wait the service asked for, from Retry-After or the body', async () => {
    const header = await refused('/limited');
    const byHeader = refusal(header.body, header.response, values);
    expect(byHeader.status).toBe(429);
    expect(byHeader.data.message).toBe('Too many attempts. Wait 20 seconds, then try again.');
    const inBody = await refused('/limited-in-body');
    expect(refusal(inBody.body, inBody.response, values).data.message).toBe(
      'Too many attempts. Wait 2 minutes, then try again.',
    );
  });

  it("answers a server error as 502 saying nothing was saved, never the service's own words", async () => {
    const { body, response } = await refused('/broken');
    const answer = refusal(body, response, values);
    expect(answer.status).toBe(502);
    expect(answer.data.message).toBe('The service did not answer. Nothing was saved; please try again.');
    expect(JSON.stringify(answer.data)).not.toContain('relation');
  });
});

describe('refusedForm (the public forms)', () => {
  it('words a refused phone number as the rule a person can follow, beside the field', async () => {
    const { body, response } = await refused('/training-fields');
    const answer = refusedForm(body, response, values);
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toMatchObject({
      email: 'Enter an e-mail address like name@example.com',
      phone: 'Use 6 to 32 digits, spaces and + - ( ), for example +91 98765 43210',
    });
  });

  it("answers too many forms with the service's wait, for the whole form", async () => {
    const { body, response } = await refused('/limited');
    const answer = refusedForm(body, response, values);
    expect(answer.status).toBe(429);
    expect(answer.data.message).toBe(
      'Too many forms were sent from your network. Wait 20 seconds, then send again.',
    );
  });
});
