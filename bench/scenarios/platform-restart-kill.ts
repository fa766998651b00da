import {
  kill,
  REPEATS,
  settled,
  startMeasurement,
  startSettings,
  stop,
  timeToHealthy,
} from '../fixtures/platform-start.js';
import type { ProcessScenario } from '../lib/types.js';

/**
 * `npm start` on existing data after the previous process was killed with SIGKILL: the
 * embedded database recovers from its write-ahead log and the stale lock file is taken over.
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'platform-restart-kill',
  shape: 'read',
  withoutBaselines: true,
  description: 'npm start after kill -9 of the running platform, until six listeners answer /health',
  async measure(ctx) {
    const settings = startSettings(ctx.dataDir);
    let running = (await timeToHealthy(settings)).platform;
    await settled(running);
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      await kill(running);
      const { ms, platform } = await timeToHealthy(settings);
      times.push(ms);
      running = platform;
      await settled(running);
    }
    await stop(running);
    return startMeasurement(times, 'restarts after SIGKILL', 5);
  },
};

export default scenario;
