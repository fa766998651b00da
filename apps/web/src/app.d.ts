import type { SignedInUser } from '$lib/server/session';

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
      user?: { email: string; name: string; role: string } | null;
    }
    interface Error {
      message: string;
      correlationId?: string;
    }
  }
}
