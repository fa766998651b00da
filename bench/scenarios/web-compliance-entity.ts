import { RICH_ENTITY_ID } from '../fixtures/compliance-workspace.js';
import { complianceSignedInScenario, WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareComplianceEntity from './web-bare-compliance-entity.js';

export default complianceSignedInScenario({
  name: 'web-compliance-entity',
  service: 'web',
  path: `/compliance/entities/${RICH_ENTITY_ID}`,
  expect: 'Bench Holdings India Limited',
  description:
    'GET /compliance/entities/<id> of the web app signed in as a compliance administrator, the entity with 200 profile fields of an organisation of 500: the session cookie verified, the workspace guard, the entity, its figures, team and documents from compliance, rendered',
  compareWith: [
    { scenario: 'web-bare-compliance-entity', atLeast: WEB_PAGE_TARGET },
    { scenario: 'web-bare-route' },
  ],
  alongside: bareComplianceEntity,
});
