import type { Caller, Product } from './claims.js';

/**
 * Whether the caller belongs to one of `products`: a role applies only inside the products
 * `app_metadata.apps` names, so an administrator of one product is nobody in another. A
 * super-admin belongs to every product.
 */
export function grantsProduct(caller: Caller, products: readonly Product[]): boolean {
  return caller.role === 'super_admin' || caller.apps.some((app) => products.includes(app));
}
