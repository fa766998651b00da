import { loadConfig, resolveDataDir } from '@platform/kernel/config';
import { portalVars } from '../config.js';
import { SIMULATED_EVENTS } from './service.js';

/*
 * npm run simulate-payment -w services/portal -- <tenant id or slug> [event]
 *
 * Asks the running portal's sandbox provider to deliver a signed provider event (default
 * subscription.activated) for the tenant to its webhook. It reads the same configuration as
 * the service: PORTAL_URL, and SERVICE_SECRET from the environment or, in development, from the
 * secrets file under DATA_DIR (relative to the repository root).
 */
const [tenant, event = 'subscription.activated'] = process.argv.slice(2);
if (!tenant || !(SIMULATED_EVENTS as readonly string[]).includes(event)) {
  console.error(
    `usage: npm run simulate-payment -w services/portal -- <tenant id or slug> [${SIMULATED_EVENTS.join(' | ')}]`,
  );
  process.exit(2);
}
const secretsDir = resolveDataDir();
const config = loadConfig(portalVars, { secretsDir });
const url = `${config.PORTAL_URL.replace(/\/+$/, '')}/api/v1/sandbox/tenants/${encodeURIComponent(tenant)}/events`;
const response = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-service-secret': config.SERVICE_SECRET },
  body: JSON.stringify({ event }),
}).catch((err: unknown) => {
  console.error(`could not reach the portal at ${url}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
const body = await response.text();
if (!response.ok) {
  console.error(`the portal answered ${response.status}: ${body}`);
  if (response.status === 401)
    console.error(`is SERVICE_SECRET (or DATA_DIR=${secretsDir}) the one the portal runs with?`);
  process.exit(1);
}
console.log(`${event} delivered for ${tenant}: ${body}`);
