export { parseExposition, type Sample, sampleValue } from './exposition.js';
export {
  addScrapeProbe,
  metricsRegistry,
  type PlatformMetrics,
  platformMetrics,
  renderMetrics,
  type ScrapeProbe,
  watchPool,
} from './registry.js';
