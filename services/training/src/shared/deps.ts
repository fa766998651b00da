import type { Db } from '@platform/kernel/db';
import type { TrainingConfig } from '../config.js';

export interface RateLimits {
  /** Catalogue reads, taxonomies and challenges. */
  readonly public: { readonly max: number; readonly windowMs: number };
  /** Forms and certificate verification: costly to abuse, so tighter. */
  readonly forms: { readonly max: number; readonly windowMs: number };
}

export interface TrainingDeps {
  readonly db: Db;
  readonly config: TrainingConfig;
  readonly limits: RateLimits;
}
