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
    "/api/v1/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator's own tenant's billing: subscription, plan, limits and usage, invoices, payments and reminders (a super-admin names the tenant) */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the own tenant's subscription through the payment provider: at once (sandbox), or at the end of the paid cycle (Razorpay) */
        post: operations["cancelBilling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which payment provider takes payments, and its public key id (public) */
        get: operations["getBillingPaymentSettings"];
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
    "/api/v1/sandbox/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox checkout: the tenant's administrator pays for their own subscription (success) or has the card declined (failure); allowed while awaiting payment or halted */
        post: operations["createSandboxCheckout"];
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
    "/api/v1/tenants/signup/slug-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a slug (or the one derived from an organisation name) can be had, and why not (public) */
        get: operations["getTenantSignupSlugAvailability"];
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
    getBilling: {
        parameters: {
            query?: {
                /** @description a super-administrator's choice of tenant; an administrator's own is taken from the token */
                tenantId?: string;
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
                            /** @description as the provider reported them, newest first */
                            invoices: {
                                /** @description rupees (whole units of `currency`) */
                                amount: number;
                                currency: string;
                                id: string;
                                /** Format: date-time */
                                issuedAt: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                /** Format: date-time */
                                periodEnd: string | null;
                                /** Format: date-time */
                                periodStart: string | null;
                                status: string;
                            }[];
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                /** @description -1 means unlimited */
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            /** @description as the provider reported them, newest first */
                            payments: {
                                /** @description rupees (whole units of `currency`) */
                                amount: number;
                                /** Format: date-time */
                                at: string;
                                currency: string;
                                failureReason: string | null;
                                id: string;
                                method: string | null;
                                status: "captured" | "failed";
                            }[];
                            plan: {
                                currency: string;
                                name: string;
                                /** @description whole units of `currency` a month */
                                priceMonthly: number;
                                slug: string;
                            };
                            reminders: {
                                daysBefore: number;
                                /** Format: date */
                                renewalDate: string;
                                /** Format: date-time */
                                sentAt: string;
                            }[];
                            subscription: {
                                /**
                                 * Format: date-time
                                 * @description when the customer cancelled (or the provider reported it, when that came first)
                                 */
                                cancelledAt: string | null;
                                cancelReason: string | null;
                                id: string | null;
                                /**
                                 * Format: date-time
                                 * @description the next charge, from the provider; null once cancelled, halted or not yet paid
                                 */
                                nextBillingDate: string | null;
                                providerSubscriptionId: string | null;
                                status: "created" | "active" | "halted" | "cancelled";
                            };
                            tenant: {
                                /** Format: date-time */
                                activatedAt: string | null;
                                app: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                plan: string;
                                /** Format: date-time */
                                provisionedAt: string | null;
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                suspendedReason: string | null;
                                /** @description what the organisation makes: the factory's first production steps follow it */
                                unitKind: "garment" | "footwear" | "other";
                            };
                            /** @description as the factory counts it; null when not provisioned or the factory did not answer */
                            usage: {
                                articleAttributes: number;
                                jobSteps: number;
                                users: number;
                                workers: number;
                            } | null;
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
    cancelBilling: {
        parameters: {
            query?: {
                /** @description a super-administrator's choice of tenant; an administrator's own is taken from the token */
                tenantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            effective: "now" | "cycle_end";
                            subscription: {
                                /**
                                 * Format: date-time
                                 * @description when the customer cancelled (or the provider reported it, when that came first)
                                 */
                                cancelledAt: string | null;
                                cancelReason: string | null;
                                id: string | null;
                                /**
                                 * Format: date-time
                                 * @description the next charge, from the provider; null once cancelled, halted or not yet paid
                                 */
                                nextBillingDate: string | null;
                                providerSubscriptionId: string | null;
                                status: "created" | "active" | "halted" | "cancelled";
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
    getBillingPaymentSettings: {
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
                            /** @description Razorpay's public key id for its Checkout; null with the sandbox */
                            keyId: string | null;
                            provider: "sandbox" | "razorpay";
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
    createSandboxCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    outcome: "success" | "failure";
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
                            outcome: "success" | "failure";
                            tenant: {
                                /** Format: uuid */
                                id: string;
                                status: "pending_payment" | "active" | "suspended";
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
                    /** @description the organisation's address: lower-case letters and digits, single hyphens between */
                    slug?: string;
                    /** @description what the organisation makes: the factory's first production steps follow it */
                    unitKind?: "garment" | "footwear" | "other";
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
                                /** @description what the organisation makes: the factory's first production steps follow it */
                                unitKind: "garment" | "footwear" | "other";
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
    getTenantSignupSlugAvailability: {
        parameters: {
            query?: {
                /** @description an organisation name whose derived slug is checked */
                organizationName?: string;
                /** @description a chosen slug; upper case and spaces around are forgiven */
                slug?: string;
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
                            available: boolean;
                            reason: (never | null) | "taken" | "invalid" | "reserved";
                            /** @description the slug checked, normalised */
                            slug: string;
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
