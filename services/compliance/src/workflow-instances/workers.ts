import type { ComplianceDeps } from '../shared/deps.js';
import { startChainConsumer } from './chain.js';
import { startReminderJob } from './reminders.js';

/** Background work of workflow instances: the completion chain and the reminder job. */
export async function startInstanceWork(deps: ComplianceDeps): Promise<{ stop(): Promise<void> }> {
  const chain = await startChainConsumer(deps);
  const reminders = startReminderJob(deps);
  return {
    async stop() {
      await reminders.stop();
      await chain.stop();
    },
  };
}
