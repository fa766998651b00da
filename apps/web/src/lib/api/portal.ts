// Generated from docs/openapi/portal.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
    "/api/v1/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenants, newest first, with status, plan and subscription (super-admin) */
        get: operations["listAdminTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tenant with status, provider ids and recent alerts (super-admin, or that tenant’s admin) */
        get: operations["getAdminTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tenants/{id}/plan-overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a tenant's plan-limit overrides (super-admin); keys left out take the plan's default */
        put: operations["updateAdminTenantPlanOverrides"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment alerts, newest first: every tenant's for a super-admin, its own for a tenant administrator */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tenant's audit entries, newest first, filtered and paginated (x-service-secret) */
        get: operations["listInternalAuditLogs"];
        put?: never;
        /** Record an audit entry for a tenant (x-service-secret) */
        post: operations["createInternalAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/audit-logs/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record up to 100 audit entries at once, all or none (x-service-secret) */
        post: operations["createInternalAuditLogBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/tenants/{tenantId}/plan-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's plan limits: plan defaults merged with its overrides (x-service-secret) */
        get: operations["listInternalTenantPlanLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sandbox/tenants/{tenant}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox provider: deliver a signed subscription event for a tenant (id or slug) to the webhook (super-admin or x-service-secret) */
        post: operations["createSandboxTenantEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Self-signup (public): identity user, tenant pending_payment, app assignment, provider customer and subscription */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants/signup/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Apps available for self-signup (public) */
        get: operations["listTenantSignupApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants/signup/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active plans with pricing and limits (public) */
        get: operations["listTenantSignupPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment provider events (public, signed: X-Razorpay-Signature = hex HMAC-SHA256 of the raw body); X-Razorpay-Event-Id acts once */
        post: operations["receivePaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            /** @description what was wrong: the fields refused, the limit reached, ... */
            details?: {
                [key: string]: unknown;
            };
            message: string;
            /** @enum {string} */
            status: "error";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAdminTenants: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                plan?: string;
                /** @description part of the name, slug or admin e-mail */
                search?: string;
                status?: "pending_payment" | "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                            tenants: {
                                /** Format: date-time */
                                activatedAt: string | null;
                                adminEmail: string;
                                app: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                planOverrides: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                provisionedAt: string | null;
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                subscription: {
                                    customerId: string | null;
                                    id: string | null;
                                    provider: string;
                                    status: string;
                                };
                                /** Format: date-time */
                                suspendedAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: date-time */
                                activatedAt: string | null;
                                adminEmail: string;
                                alerts: {
                                    audience: "super_admin" | "tenant";
                                    /** Format: date-time */
                                    createdAt: string;
                                    details: {
                                        [key: string]: unknown;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    message: string;
                                    severity: "info" | "warning" | "critical";
                                    /** Format: uuid */
                                    tenantId: string | null;
                                    type: string;
                                }[];
                                app: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                planOverrides: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                provisionedAt: string | null;
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                subscription: {
                                    customerId: string | null;
                                    id: string | null;
                                    provider: string;
                                    status: string;
                                };
                                /** Format: date-time */
                                suspendedAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminTenantPlanOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description -1 means unlimited */
                    maxArticleAttributes?: number;
                    /** @description -1 means unlimited */
                    maxJobSteps?: number;
                    /** @description -1 means unlimited */
                    maxUsers?: number;
                    /** @description -1 means unlimited */
                    maxWorkers?: number;
                    rateLimits?: {
                        maxRequests?: number;
                        windowMs?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: date-time */
                                activatedAt: string | null;
                                adminEmail: string;
                                alerts: {
                                    audience: "super_admin" | "tenant";
                                    /** Format: date-time */
                                    createdAt: string;
                                    details: {
                                        [key: string]: unknown;
                                    };
                                    /** Format: uuid */
                                    id: string;
                                    message: string;
                                    severity: "info" | "warning" | "critical";
                                    /** Format: uuid */
                                    tenantId: string | null;
                                    type: string;
                                }[];
                                app: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                planOverrides: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                provisionedAt: string | null;
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                subscription: {
                                    customerId: string | null;
                                    id: string | null;
                                    provider: string;
                                    status: string;
                                };
                                /** Format: date-time */
                                suspendedAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAlerts: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                tenantId?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            alerts: {
                                audience: "super_admin" | "tenant";
                                /** Format: date-time */
                                createdAt: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** Format: uuid */
                                id: string;
                                message: string;
                                severity: "info" | "warning" | "critical";
                                /** Format: uuid */
                                tenantId: string | null;
                                type: string;
                            }[];
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInternalAuditLogs: {
        parameters: {
            query: {
                action?: string;
                entityId?: string;
                entityType?: string;
                from?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                source?: string;
                tenantId: string;
                to?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            auditLogs: {
                                action: string;
                                /** Format: date-time */
                                createdAt: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                entityId: string | null;
                                entityType: string | null;
                                /** Format: uuid */
                                id: string;
                                source: string;
                                /** Format: uuid */
                                tenantId: string;
                                userEmail: string | null;
                                userId: string | null;
                            }[];
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createInternalAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: string;
                    details?: {
                        [key: string]: unknown;
                    };
                    entityId?: string;
                    entityType?: string;
                    /** @description calling service; default factory */
                    source?: string;
                    /** Format: uuid */
                    tenantId: string;
                    userEmail?: string;
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            action: string;
                            /** Format: date-time */
                            createdAt: string;
                            details: {
                                [key: string]: unknown;
                            };
                            entityId: string | null;
                            entityType: string | null;
                            /** Format: uuid */
                            id: string;
                            source: string;
                            /** Format: uuid */
                            tenantId: string;
                            userEmail: string | null;
                            userId: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createInternalAuditLogBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        action: string;
                        details?: {
                            [key: string]: unknown;
                        };
                        entityId?: string;
                        entityType?: string;
                        /** @description calling service; default factory */
                        source?: string;
                        /** Format: uuid */
                        tenantId: string;
                        userEmail?: string;
                        userId?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recorded: number;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInternalTenantPlanLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                /** @description -1 means unlimited */
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            plan: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
                            /** Format: uuid */
                            tenantId: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSandboxTenantEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event?: "subscription.activated" | "subscription.cancelled" | "subscription.halted" | "payment.failed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event: string;
                            eventId: string;
                            webhook: unknown;
                            webhookStatus: number;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: {
                /** @description a retry with the same key answers the first result */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description slug of an app from /tenants/signup/apps */
                    app: string;
                    /** Format: email */
                    email: string;
                    /** @description the administrator's own name; the factory's mails greet them by it */
                    name?: string;
                    organizationName: string;
                    password: string;
                    /** @description slug of a plan from /tenants/signup/plans */
                    plan: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                customerId: string;
                                id: string;
                                status: string;
                            };
                            tenant: {
                                app: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                slug: string;
                                /** @enum {string} */
                                status: "pending_payment";
                            };
                            user: {
                                email: string;
                                /** Format: uuid */
                                id: string;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTenantSignupApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            apps: {
                                description: string;
                                name: string;
                                slug: string;
                            }[];
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTenantSignupPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            plans: {
                                currency: string;
                                displayName: string;
                                features: unknown;
                                limits: {
                                    maxArticleAttributes: number;
                                    maxJobSteps: number;
                                    /** @description -1 means unlimited */
                                    maxUsers: number;
                                    maxWorkers: number;
                                };
                                name: string;
                                /** @description whole units of `currency` a month */
                                priceMonthly: number;
                                /** @description whole units of `currency` a year */
                                priceYearly: number;
                                rateLimits: {
                                    maxRequests: number;
                                    windowMs: number;
                                };
                                slug: string;
                            }[];
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    receivePaymentWebhook: {
        parameters: {
            query?: never;
            header?: {
                "x-razorpay-event-id"?: string;
                "x-razorpay-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            duplicate: boolean;
                            eventId: string;
                            outcome: string;
                            /** @enum {boolean} */
                            received: true;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description An error, in the service’s error envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
