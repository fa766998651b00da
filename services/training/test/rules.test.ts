import { createAltchaChallenge, verifyAltchaToken } from '../src/challenge/altcha.js';
import { assertCourseMove, COURSE_TRANSITIONS, courseMoveSources, stateOf } from '../src/courses/rules.js';
import { newCertificateNumber } from '../src/enrollments/certificate-number.js';
import { ENROLLMENT_TRANSITIONS } from '../src/enrollments/service.js';
import { sourcesOf } from '../src/shared/state-machine.js';
import { solve } from './harness.js';

describe('course lifecycle', () => {
  it('derives draft from an active, unpublished course', () => {
    expect(stateOf({ status: 'active', isPublished: false })).toBe('draft');
    expect(stateOf({ status: 'active', isPublished: true })).toBe('active');
    expect(stateOf({ status: 'archived', isPublished: true })).toBe('archived');
  });

  it('allows exactly the rows of the state table', () => {
    const flags = {
      draft: { status: 'active', isPublished: false },
      active: { status: 'active', isPublished: true },
      archived: { status: 'archived', isPublished: true },
      deleted: { status: 'deleted', isPublished: false },
    } as const;
    const allowed: string[] = [];
    for (const from of Object.keys(flags) as (keyof typeof flags)[]) {
      for (const to of Object.keys(flags) as (keyof typeof flags)[]) {
        if (from === to) continue;
        try {
          assertCourseMove(flags[from], flags[to]);
          allowed.push(`${from}>${to}`);
        } catch {
          // Refused, as expected for every move outside the table.
        }
      }
    }
    expect(allowed.sort()).toEqual([
      'active>archived',
      'active>deleted',
      'archived>active',
      'draft>active',
      'draft>deleted',
    ]);
    expect(COURSE_TRANSITIONS.deleted).toEqual([]);
  });
});

describe('state tables', () => {
  it('finds the sources of a move', () => {
    expect(sourcesOf(ENROLLMENT_TRANSITIONS, 'cancelled').sort()).toEqual(['confirmed', 'pending']);
    expect(sourcesOf(ENROLLMENT_TRANSITIONS, 'completed')).toEqual(['confirmed']);
  });
});

describe('ALTCHA', () => {
  const options = { secret: 'secret-0123456789abcdef', maxNumber: 50, ttlSeconds: 60 };

  it('accepts a solved challenge until it expires', () => {
    const token = solve(createAltchaChallenge(options));
    expect(verifyAltchaToken(options, token).replayKey?.challenge).toMatch(/^[0-9a-f]{64}$/);
    const later = { ...options, now: () => new Date(Date.now() + 61_000) };
    expect(() => verifyAltchaToken(later, token)).toThrow(/expired/);
  });

  it('rejects a salt whose expiry was altered', () => {
    const challenge = createAltchaChallenge(options);
    const payload = JSON.parse(Buffer.from(solve(challenge), 'base64').toString());
    const stretched = { ...payload, salt: payload.salt.replace(/expires=\d+/, 'expires=9999999999') };
    expect(() =>
      verifyAltchaToken(options, Buffer.from(JSON.stringify(stretched)).toString('base64')),
    ).toThrow(/rejected/);
  });
});

describe('certificate numbers', () => {
  it('carry the year and 80 random bits in Crockford base32', () => {
    const n = newCertificateNumber(new Date('2026-07-01T00:00:00Z'));
    expect(n).toMatch(/^TC-2026-[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newCertificateNumber())).size).toBe(1000);
  });
});

describe('courseMoveSources', () => {
  it('lists exactly the stored flags from which assertCourseMove lets a course reach the target', () => {
    const every = (['active', 'archived', 'deleted'] as const).flatMap((status) =>
      [true, false].map((isPublished) => ({ status, isPublished })),
    );
    for (const to of every) {
      const allowed = every.filter((from) => {
        try {
          assertCourseMove(from, to);
          return true;
        } catch {
          return false;
        }
      });
      expect(courseMoveSources(to)).toEqual(allowed);
    }
  });
});
