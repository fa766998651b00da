/**
 * The products of the platform as the web app presents them: where each one's workspace is,
 * and what it is called. Shared by the server (where a person lands) and the pages (the
 * header's links, the chooser at `/`), so a product is named and placed in one place.
 */
import type { Product } from '$lib/server/session';

export type { Product };

export interface Workspace {
  /** The workspace's first page; every page of the product lives under it. */
  href: string;
  label: string;
  /** One line for the chooser at `/`. */
  description: string;
}

export const WORKSPACES: Record<Product, Workspace> = {
  compliance: {
    href: '/compliance',
    label: 'Compliance',
    description: 'Statutory compliance of your legal entities: filings, workflows and documents.',
  },
  training: {
    href: '/training',
    label: 'Training',
    description: 'The training administration: courses, interests, enrollments and certificates.',
  },
  factory: {
    href: '/factory',
    label: 'Factory',
    description: 'Production and piece-rate wages: jobs, workers and payments.',
  },
  portal: {
    href: '/billing',
    label: 'Billing',
    description: 'Your subscription: plan, payments and the alerts about your account.',
  },
};

/** The order products are shown in, wherever several are listed. */
export const PRODUCT_ORDER: readonly Product[] = ['compliance', 'training', 'factory', 'portal'];

/** The product whose workspace holds this path, if any. */
export function productAt(pathname: string): Product | undefined {
  return PRODUCT_ORDER.find((product) => {
    const { href } = WORKSPACES[product];
    return pathname === href || pathname.startsWith(`${href}/`);
  });
}
