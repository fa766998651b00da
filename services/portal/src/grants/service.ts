import { isProduct, type Product } from '@platform/kernel/auth';
import type { WorkItem } from '@platform/kernel/jobs';
import type { PortalDeps } from '../shared/deps.js';

/**
 * Grants a product to an existing identity account. Migration 0005 fills it with one item per
 * tenant administrator the portal knew before sign-ups named the product bought, so that those
 * accounts keep reaching the portal (and the product) once grants are checked.
 */
export const GRANT_QUEUE = 'identity.grant-product';

interface GrantOrder {
  readonly userId: string;
  readonly product: Product;
}

function grantOrderOf(payload: unknown): GrantOrder | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { userId, product } = payload as { userId?: unknown; product?: unknown };
  return typeof userId === 'string' && userId !== '' && isProduct(product) ? { userId, product } : undefined;
}

/**
 * Adds the item's product to the user's `app_metadata.apps`, keeping the others. Idempotent (a
 * product already granted is left as it is), so an item handled twice does no harm; an identity
 * provider that is down throws and the item is retried with backoff.
 */
export async function grantProductItem(
  deps: Pick<PortalDeps, 'identity' | 'logger'>,
  item: WorkItem,
): Promise<void> {
  const order = grantOrderOf(item.payload);
  if (!order) {
    // Retrying cannot mend a payload; it is logged and the item finishes.
    deps.logger.error(
      { itemId: item.id, payload: item.payload },
      'product grant item without userId and product',
    );
    return;
  }
  const granted = await deps.identity.grantProduct(order.userId, order.product);
  if (!granted)
    deps.logger.warn(
      { userId: order.userId, product: order.product },
      'no identity account to grant the product to',
    );
}

/**
 * The grant worker of this process; every replica claims from the same durable table. A failed
 * grant is retried after the queue's backoff (10 s doubling, capped at an hour).
 */
export function startGrantWorker(deps: Pick<PortalDeps, 'identity' | 'logger' | 'queue'>): void {
  deps.queue.work(GRANT_QUEUE, (item) => grantProductItem(deps, item));
}
