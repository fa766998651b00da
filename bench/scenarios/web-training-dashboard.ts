import { signedInScenario, WEB_PAGE_TARGET } from '../fixtures/web.js';
import bareSignedIn from './web-bare-signed-in.js';

export default signedInScenario({
  name: 'web-training-dashboard',
  service: 'web',
  path: '/training',
  description:
    "GET /training of the web app signed in as a training administrator: the session cookie verified, the dashboard's metrics from training, rendered",
  compareWith: [{ scenario: 'web-bare-signed-in', atLeast: WEB_PAGE_TARGET }, { scenario: 'web-bare-route' }],
  alongside: bareSignedIn,
});
