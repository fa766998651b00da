/**
 * The products of the platform as the web app presents them: where each one's workspace is,
 * and what it is called. Shared by the server (where a person lands) and the pages (the
 * header's links, the chooser at `/`), so a product is named and placed in one place.
 */
/** The products one identity serves; `app_metadata.apps` grants a person some of them. */
export type Product = 'compliance' | 'training' | 'factory' | 'portal';

export interface Workspace {
  /** The workspace's first page; every page of the product lives under it. */
  href: string;
  label: string;
}

/**
 * A workspace a person may open, as every page receives them (`data.user.products`). The root
 * layout's load names and places them, so the header, in every public page's script, needs no
 * table of products; the chooser's line about each comes with that page's data.
 */
export interface OpenWorkspace extends Workspace {
  product: Product;
}

export const WORKSPACES: Record<Product, Workspace> = {
  compliance: { href: '/compliance', label: 'Compliance' },
  training: { href: '/training', label: 'Training' },
  factory: { href: '/factory', label: 'Factory' },
  portal: { href: '/billing', label: 'Billing' },
};

/** The order products are shown in, wherever several are listed. */
export const PRODUCT_ORDER: readonly Product[] = ['compliance', 'training', 'factory', 'portal'];

export function isProduct(value: unknown): value is Product {
  return PRODUCT_ORDER.some((product) => product === value);
}

/** The product whose workspace holds this path, if any. */
export function productAt(pathname: string): Product | undefined {
  return PRODUCT_ORDER.find((product) => {
    const { href } = WORKSPACES[product];
    return pathname === href || pathname.startsWith(`${href}/`);
  });
}
