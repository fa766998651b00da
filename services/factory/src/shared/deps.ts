import type { Cache } from '@platform/kernel/cache';
import type { Db } from '@platform/kernel/db';
import type { EventBus } from '@platform/kernel/events';
import type { Mailer } from '@platform/kernel/mail';
import type { Backends } from '@platform/kernel/runtime';
import type { FastifyBaseLogger } from 'fastify';
import type { FactoryConfig } from '../config.js';
import type { AccessTokens } from './access.js';
import type { DomainProviders } from './domain-providers.js';
import type { PlanLimitSource } from './plan-limits.js';

/** What the factory's modules are built from; each rule takes only the parts it uses. */
export interface FactoryDeps {
  readonly db: Db;
  readonly config: FactoryConfig;
  readonly mailer: Mailer;
  /** Shared by every replica when REDIS_URL is set, process memory otherwise. */
  readonly cache: Cache;
  readonly bus: EventBus;
  readonly redis: Backends['redis'];
  readonly logger: FastifyBaseLogger;
  readonly tokens: AccessTokens;
  readonly providers: DomainProviders;
  /** Plan limits of a tenant (portal first, the factory's plan otherwise), for the one limit check on writes. */
  readonly planLimits: PlanLimitSource;
  /** Tenant subdomains are `<slug>.<platformDomain>`. */
  readonly platformDomain: string;
}

/** The dependencies a rule uses, and only those: `Uses<'db'>`, `Uses<'db' | 'planLimits'>`. */
export type Uses<K extends keyof FactoryDeps> = Pick<FactoryDeps, K>;
