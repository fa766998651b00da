export {
  type Caller,
  type Claims,
  callerFromPayload,
  isProduct,
  PRODUCTS,
  type Product,
  type Role,
} from './claims.js';
export {
  assertTenant,
  type GrantHeader,
  hasRole,
  headerGrant,
  requireCaller,
  requireRole,
  tenantFromHeader,
} from './guards.js';
export {
  type FoundIdentityUser,
  type IdentityAdmin,
  type IdentityAdminOptions,
  type IdentityUser,
  identityAdmin,
  type NewIdentityUser,
} from './identity-admin.js';
export { grantsProduct } from './products.js';
export { type AuthOptions, type RouteAuthOptions, registerAuth } from './request-auth.js';
export { type RevokedSessions, revokedSessions, SESSION_REVOKED, watchRevocations } from './revocations.js';
export {
  constantTimeEqual,
  isServiceSecret,
  requireServiceSecret,
  type ServiceSecretOptions,
} from './service-secret.js';
export { createTestIssuer, type MintClaims, type TestIssuer } from './test-issuer.js';
export {
  ACCEPTED_ALGORITHMS,
  jwksVerifier,
  localJwksVerifier,
  type RemoteVerifierOptions,
  type TokenVerifier,
  type VerifierOptions,
} from './verifier.js';
