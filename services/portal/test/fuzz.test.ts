import { statusEnvelope } from '@platform/kernel/http';
import { describeFailures, fuzzService } from '@platform/kernel/testing';
import { type PortalUnderTest, startPortal, superAdminToken, tenantAdminToken } from './harness.js';

let portal: PortalUnderTest;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

describe('the fuzz check over every route of the OpenAPI document', () => {
  it('answers every malformed request below 500 and in the portal envelope', async () => {
    const superAdmin = await superAdminToken(portal.svc);
    const admin = await tenantAdminToken(portal.svc, '00000000-0000-4000-8000-000000000001');
    const user = await tenantAdminToken(portal.svc, '00000000-0000-4000-8000-000000000001', 'user');
    const report = await fuzzService({
      targets: [{ name: 'portal', app: portal.svc.app }],
      envelope: statusEnvelope,
      tokens: { forged: `${admin.slice(0, -8)}AAAAAAAA`, user, admin, superAdmin },
    });
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.operations).toBeGreaterThan(8);
  }, 180_000);
});
