import { complianceSignedInScenario, WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareComplianceDeadlines from './web-bare-compliance-deadlines.js';

export default complianceSignedInScenario({
  name: 'web-compliance-deadlines',
  service: 'web',
  path: '/compliance/deadlines',
  expect: 'Group Company',
  description:
    'GET /compliance/deadlines of the web app signed in as a compliance administrator of an organisation of 500 entities with 1-3 deadlines each: the session cookie verified, the workspace guard, the open instances overdue and upcoming and the calendar address from compliance, rendered',
  compareWith: [
    { scenario: 'web-bare-compliance-deadlines', atLeast: WEB_PAGE_TARGET },
    { scenario: 'web-bare-route' },
  ],
  alongside: bareComplianceDeadlines,
});
