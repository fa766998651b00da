import { join } from 'node:path';
import { settled, startMeasurement, startSettings, stop, timeToHealthy } from '../fixtures/platform-start.js';
import type { ProcessScenario } from '../lib/types.js';

const STARTS = 2;

/** `npm start` on an empty data folder: the embedded cluster unpacked, every migration applied. */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'platform-start',
  shape: 'read',
  withoutBaselines: true,
  description: 'npm start on an empty DATA_DIR (PGlite, no demo data) until six listeners answer /health',
  async measure(ctx) {
    const times: number[] = [];
    for (let i = 0; i < STARTS; i += 1) {
      const settings = startSettings(join(ctx.dataDir, `empty-${i}`));
      const { ms, platform } = await timeToHealthy(settings);
      times.push(ms);
      await settled(platform);
      await stop(platform);
    }
    return startMeasurement(times, 'first starts');
  },
};

export default scenario;
