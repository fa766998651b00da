import type { OpenWorkspace } from '$lib/products';
import type { SignedInUser } from '$lib/server/session';
import type { Site } from '$lib/server/site';

declare global {
  namespace App {
    interface Locals {
      /** The verified caller, or null for a visitor. */
      user: SignedInUser | null;
      /** The caller's access token, sent on to the services as a bearer token. */
      accessToken: string | null;
      theme: 'light' | 'dark' | 'system';
      /** Structured data (a JSON-LD script) a page's load adds to the rendered head, for search engines only. */
      structuredData?: string;
    }
    interface PageData {
      /** The signed-in person, and the products whose workspaces they may open. */
      user?: { email: string; name: string; role: string; products: OpenWorkspace[] } | null;
      /** The operator's name, contact address and privacy notice (`OPERATOR_*`, `PRIVACY_URL`). */
      site?: Site;
    }
    interface Error {
      message: string;
      correlationId?: string;
    }
  }
}
