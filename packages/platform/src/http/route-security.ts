/**
 * What a route's OpenAPI `security` says about who may call it. The documents are what the
 * product-grant tests enumerate (`documentedOperations` in the testing kit), so a route that
 * needs a signed-in caller must say so here, and a route added later is covered by those tests
 * without anyone remembering to.
 */

/** A route that needs a signed-in person's token. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** A route between services, authorised by the shared `x-service-secret`. */
export const SERVICE_SECRET_SECURITY = [{ serviceSecret: [] }];
