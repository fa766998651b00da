import { describe, expect, it } from 'vitest';
import { readRefusal, waitInWords } from './service-errors';

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
});

describe('readRefusal', () => {
  it("reads compliance's validation error: fields beside their fields, nested ones under their parent too", () => {
    const refusal = readRefusal(
      {
        error: 'Validation failed: body.name must NOT have fewer than 1 characters',
        code: 'VALIDATION_ERROR',
        details: {
          fields: [
            { field: 'body.name', message: 'must NOT have fewer than 1 characters' },
            { field: 'body.profileData.pan', message: 'must match pattern' },
          ],
        },
        correlationId: 'c-1',
      },
      answer(400),
    );
    expect(refusal).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      correlationId: 'c-1',
      message: 'Validation failed: body.name must NOT have fewer than 1 characters',
      fieldErrors: {
        name: 'must NOT have fewer than 1 characters',
        'profileData.pan': 'must match pattern',
        profileData: 'must match pattern',
      },
    });
  });

  it("reads compliance's version conflict with the stored version and record", () => {
    const currentData = { id: 'e1', name: 'Sundaram Textiles', version: 4 };
    const refusal = readRefusal(
      {
        error: 'The entity was modified by another user',
        code: 'VERSION_CONFLICT',
        currentVersion: 4,
        currentData,
        details: { currentVersion: 4, currentData },
        correlationId: 'c-2',
      },
      answer(409),
    );
    expect(refusal.versionConflict).toEqual({ currentVersion: 4, currentData });
    expect(refusal.code).toBe('VERSION_CONFLICT');
  });

  it("reads training's envelope and its correlation id", () => {
    const refusal = readRefusal(
      { status: 'error', message: 'A course with this slug already exists', correlationId: 't-9' },
      answer(409),
    );
    expect(refusal).toMatchObject({
      status: 409,
      message: 'A course with this slug already exists',
      correlationId: 't-9',
      fieldErrors: {},
    });
    expect(refusal.versionConflict).toBeUndefined();
  });

  it("reads the factory's and the portal's envelope, the correlation id from the header", () => {
    const refusal = readRefusal(
      {
        status: 'error',
        message: 'Validation failed',
        details: { fields: [{ field: 'body.stepRates.cutting', message: 'must be number' }] },
      },
      answer(400, { 'x-correlation-id': 'f-3' }),
    );
    expect(refusal.fieldErrors).toEqual({
      'stepRates.cutting': 'must be number',
      stepRates: 'must be number',
    });
    expect(refusal.correlationId).toBe('f-3');
  });

  it("reads a plan limit's figures, from compliance's details and from the factory's words", () => {
    expect(
      readRefusal(
        {
          error: 'The FREE plan allows at most 1 entities',
          code: 'FORBIDDEN',
          details: { limit: 'entities', max: 1, current: 1 },
          correlationId: 'x',
        },
        answer(403),
      ).planLimit,
    ).toEqual({ limit: 'entities', max: 1, current: 1 });
    expect(
      readRefusal(
        { status: 'error', message: 'Plan limit reached: maxWorkers is 5 (currently 5)' },
        answer(403),
      ).planLimit,
    ).toEqual({
      limit: 'maxWorkers',
      max: 5,
      current: 5,
    });
    expect(
      readRefusal(
        {
          status: 'error',
          message:
            'Plan limit reached (maxWorkers): your plan allows 50 workers, 50 in use; this would make 51',
          details: { reason: 'PLAN_LIMIT', limit: 'maxWorkers', allowed: 50, used: 50 },
        },
        answer(403),
      ).planLimit,
    ).toEqual({ limit: 'maxWorkers', max: 50, current: 50 });
    expect(readRefusal({ status: 'error', message: 'Forbidden' }, answer(403)).planLimit).toBeUndefined();
  });

  it("reads a 429's wait from Retry-After (seconds or a date), else from the body", () => {
    expect(
      readRefusal({ status: 'error', message: 'Too many requests' }, answer(429, { 'retry-after': '42' }))
        .retryAfterSeconds,
    ).toBe(42);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(
      readRefusal({}, answer(429, { 'retry-after': 'Thu, 01 Jan 2026 00:01:30 GMT' }), now).retryAfterSeconds,
    ).toBe(90);
    expect(
      readRefusal({ error: 'Too many', code: 'RATE_LIMIT_EXCEEDED', retryAfter: 7 }, answer(429))
        .retryAfterSeconds,
    ).toBe(7);
    expect(waitInWords(7)).toBe('7 seconds');
    expect(waitInWords(undefined)).toBe('a minute');
  });

  it("reads identity's GoTrue error: its code and its description", () => {
    const refusal = readRefusal(
      {
        error: 'session_not_found',
        error_description: 'Session from session_id claim in JWT does not exist',
        code: 403,
        msg: 'Session from session_id claim in JWT does not exist',
      },
      answer(403),
    );
    expect(refusal.code).toBe('session_not_found');
    expect(refusal.message).toBe('Session from session_id claim in JWT does not exist');
  });

  it("never shows a server error's words, and says something for a body that is not an envelope", () => {
    expect(
      readRefusal({ status: 'error', message: 'relation "x" does not exist' }, answer(500)).message,
    ).toMatch(/did not answer/);
    expect(readRefusal('<html>Bad gateway</html>', answer(400)).message).toBe('The request was refused.');
  });
});
