import type { Cache } from '@platform/kernel/cache';
import type { Db } from '@platform/kernel/db';
import type { TrainingConfig } from '../config.js';

export interface RateLimits {
  /** Catalogue reads, taxonomies and challenges. */
  readonly public: { readonly max: number; readonly windowMs: number };
  /** Forms and certificate verification: costly to abuse, so tighter. */
  readonly forms: { readonly max: number; readonly windowMs: number };
}

/** A rule's dependencies: only those it uses, picked from what the app built. */
export type Uses<K extends keyof TrainingDeps> = Pick<TrainingDeps, K>;

/** What the app builds once and hands its routes; each rule takes only what it uses (`Uses`). */
export interface TrainingDeps {
  readonly db: Db;
  /** Serialized public views (courses by id and slug), dropped by every write that changes them. */
  readonly cache: Cache;
  readonly config: TrainingConfig;
  readonly limits: RateLimits;
}
