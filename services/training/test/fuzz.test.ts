import { trainingEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService, type TestService } from '@platform/kernel/testing';
import { mintTokens, startTraining } from './harness.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTraining({ PUBLIC_RATE_LIMIT_MAX: '100000000', FORM_RATE_LIMIT_MAX: '100000000' });
});
afterAll(() => svc.close());

describe('the fuzz check over every route of the OpenAPI document', () => {
  it('answers every malformed request below 500 and in the training envelope', async () => {
    const tokens = await mintTokens(svc);
    const report = await fuzzService({
      targets: [{ name: 'training', app: svc.app }],
      envelope: trainingEnvelope,
      tokens: {
        forged: `${tokens.admin.slice(0, -8)}AAAAAAAA`,
        user: tokens.user,
        admin: tokens.admin,
        superAdmin: tokens.superAdmin,
      },
    });
    expect(report.failures, describeFailures(report)).toEqual([]);
    console.log(
      `training fuzz: ${report.operations} operations, ${report.requests} requests, ${report.durationMs} ms`,
    );
    expect(report.operations).toBeGreaterThan(10);
  }, 120_000);
});
