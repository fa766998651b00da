import type { ComplianceDeps } from '../shared/deps.js';

/** Background work of workflow instances (chained instances, reminders): none until instances are built. */
export async function startInstanceWork(_deps: ComplianceDeps): Promise<{ stop(): Promise<void> }> {
  return { async stop() {} };
}
