import { RICH_ENTITY_ID } from '../fixtures/compliance-workspace.js';
import { complianceSignedInScenario } from '../fixtures/web.js';

export default complianceSignedInScenario({
  name: 'web-bare-compliance-entity',
  service: 'bare-kit',
  path: `/signed-in/compliance-entity?id=${RICH_ENTITY_ID}`,
  expect: 'Bench Holdings India Limited',
  description:
    "The bare kit's /signed-in/compliance-entity: the token from the web app's session cookie, the calls /compliance/entities/[id] makes with it (the entity, its figures, the team, its documents), the 200-field profile rendered as a list",
});
