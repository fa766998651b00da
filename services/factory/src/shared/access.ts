/** Who a factory token says the caller is: what every folder reads, and auth/ issues. */
export const FACTORY_ROLES = ['super-admin', 'admin', 'user'] as const;
export type FactoryRole = (typeof FACTORY_ROLES)[number];

/** The access-token payload the factory's clients read: `id`, `tenantId`, `role` (with `iat`, `exp`). */
export interface AccessClaims {
  readonly id: string;
  /** Null for the super-admin, who belongs to no tenant. */
  readonly tenantId: string | null;
  readonly role: FactoryRole;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token; 401 (`Token expired` or `Invalid token`) otherwise. */
  verify(token: string): Promise<AccessClaims>;
  readonly ttlSeconds: number;
}
