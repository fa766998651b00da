import type { IdentityAdmin } from '@platform/kernel/auth';
import type { Db } from '@platform/kernel/db';
import type { WorkQueue } from '@platform/kernel/jobs';
import type { Mailer } from '@platform/kernel/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { PortalConfig } from '../config.js';
import type { PaymentProvider } from './payment-provider.js';

/** What the portal's modules are built from; one instance per process. */
export interface PortalDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly config: PortalConfig;
  readonly logger: FastifyBaseLogger;
  readonly identity: IdentityAdmin;
  readonly payments: PaymentProvider;
  /**
   * Durable work (tenant provisioning and status in the factory, product grants at the identity
   * provider), enqueued in the caller's transaction.
   */
  readonly queue: WorkQueue;
}
