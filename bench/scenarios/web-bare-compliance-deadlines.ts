import { complianceSignedInScenario } from '../fixtures/web.js';

export default complianceSignedInScenario({
  name: 'web-bare-compliance-deadlines',
  service: 'bare-kit',
  path: '/signed-in/compliance-deadlines',
  expect: 'Group Company',
  description:
    "The bare kit's /signed-in/compliance-deadlines: the token from the web app's session cookie, the calls /compliance/deadlines makes with it (open instances overdue and from today, 100 of each, and the calendar address), rendered as two lists",
});
