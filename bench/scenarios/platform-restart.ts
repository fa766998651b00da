import {
  REPEATS,
  settled,
  startMeasurement,
  startSettings,
  stop,
  timeToHealthy,
} from '../fixtures/platform-start.js';
import type { ProcessScenario } from '../lib/types.js';

/** `npm start` of an unchanged checkout on existing data, after a clean stop (SIGTERM). */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'platform-restart',
  shape: 'read',
  withoutBaselines: true,
  description: 'npm start after a clean stop, on existing data, until six listeners answer /health',
  async measure(ctx) {
    const settings = startSettings(ctx.dataDir);
    const first = await timeToHealthy(settings);
    await settled(first.platform);
    await stop(first.platform);
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const { ms, platform } = await timeToHealthy(settings);
      times.push(ms);
      await settled(platform);
      await stop(platform);
    }
    return startMeasurement(times, 'restarts after SIGTERM', 2);
  },
};

export default scenario;
