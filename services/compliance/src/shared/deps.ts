import type { IdentityAdmin } from '@platform/kernel/auth';
import type { Db } from '@platform/kernel/db';
import type { EventBus, Outbox } from '@platform/kernel/events';
import type { Mailer } from '@platform/kernel/mail';
import type { BlobStore } from '@platform/kernel/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ComplianceConfig } from '../config.js';

/** What the compliance modules are built from; one instance per process, shared by both listeners. */
export interface ComplianceDeps {
  readonly db: Db;
  readonly bus: EventBus;
  /** Events written in the caller's transaction (`outbox.add(tx, ...)`), relayed after commit. */
  readonly outbox: Outbox;
  readonly blobs: BlobStore;
  readonly mailer: Mailer;
  readonly config: ComplianceConfig;
  readonly logger: FastifyBaseLogger;
  readonly redis: Redis | undefined;
  /** The identity provider's admin API (users of signup and of `POST /users`). */
  readonly identity: IdentityAdmin;
}
