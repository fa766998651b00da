export {
  addScrapeProbe,
  metricsRegistry,
  type PlatformMetrics,
  platformMetrics,
  renderMetrics,
  type ScrapeProbe,
  watchPool,
} from './registry.js';
