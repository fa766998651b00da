import type { Db } from '@platform/kernel/db';
import { gotrueEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService } from '@platform/kernel/testing';
import {
  createUser,
  type Identity,
  openTestDatabase,
  SERVICE_SECRET,
  SUPER_ADMIN,
  sessionOf,
  startIdentity,
} from './harness.js';

let db: Db;
let identity: Identity;
beforeAll(async () => {
  db = await openTestDatabase();
  identity = await startIdentity(db, { TOKEN_RATE_LIMIT_MAX: '100000000' });
});
afterAll(async () => {
  await identity.app.close();
  await db.close();
});

describe('the fuzz check over every route of the OpenAPI document', () => {
  it('answers every malformed request below 500 and in the GoTrue envelope', async () => {
    await createUser(identity.app, {
      email: 'fuzz-user@example.test',
      password: 'fuzz-password-1',
      email_confirm: true,
    });
    const user = await sessionOf(identity.app, 'fuzz-user@example.test', 'fuzz-password-1');
    const admin = await sessionOf(identity.app, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const report = await fuzzService({
      targets: [{ name: 'identity', app: identity.app }],
      envelope: gotrueEnvelope,
      tokens: {
        forged: `${user.access_token.slice(0, -8)}AAAAAAAA`,
        user: user.access_token,
        admin: admin.access_token,
        service: SERVICE_SECRET,
      },
    });
    expect(report.failures, describeFailures(report)).toEqual([]);
    console.log(
      `identity fuzz: ${report.operations} operations, ${report.requests} requests, ${report.durationMs} ms`,
    );
    expect(report.operations).toBeGreaterThan(8);
  }, 120_000);
});
