import type { Actor } from '../shared/admin.js';
import type { Uses } from '../shared/deps.js';
import { type Metrics, readMetrics } from './store.js';

export function dashboardMetrics(_actor: Actor, deps: Uses<'db' | 'config'>): Promise<Metrics> {
  return readMetrics(deps.db, deps.config.RECENT_INTERESTS);
}
