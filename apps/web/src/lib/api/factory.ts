// Generated from docs/openapi/factory.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
    "/api/v1/article": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles of the tenant */
        get: operations["listArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One article */
        post: operations["getArticle"];
        /** Delete an article no job was made of */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        /** Update an article */
        patch: operations["updateArticle"];
        trace?: never;
    };
    "/api/v1/article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an article (attributes checked against the tenant config and master data) */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/article/getArticleList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Article ids and names, for dropdowns */
        get: operations["getArticleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's audit entries from the portal, newest first (503 while the portal is away) */
        get: operations["listAuditLogs"];
        put?: never;
        /** Record an audit entry for the tenant: 201 recorded, 202 queued while the portal is away */
        post: operations["createAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a single-use reset link; the same answer whether or not the address has an account */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the e-mail as username; sets the httpOnly refreshToken cookie */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ends the session and clears the cookie */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their tenant (null for the super-admin); 403 while the tenant is not active */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new access token from the refreshToken cookie, which is rotated */
        get: operations["refresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resetPassword/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Sets a new password with the e-mailed token and signs in */
        patch: operations["resetPassword"];
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an administrator of the caller's tenant, within the plan's maxUsers (403 beyond) */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global-config/cors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dynamic CORS origins */
        get: operations["listGlobalConfigCors"];
        put?: never;
        /** Allow a browser origin; 409 when it is already allowed */
        post: operations["createGlobalConfigCors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/global-config/cors/{origin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop allowing an origin (URL-encoded in the path) */
        delete: operations["deleteGlobalConfigCors"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Provision a paid tenant for the portal (x-service-secret), with its first production configuration from the template of its unitKind ('other' when left out); idempotent on tenantId: 201 created, 200 already there (nothing changed), 207 domain pending */
        post: operations["createInternalTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/tenants/{tenantId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The portal's subscription status of a tenant (x-service-secret): suspended after a cancelled or halted subscription, active again after an activation; an older sequence than the last applied changes nothing (applied: false) */
        put: operations["updateInternalTenantStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/internal/tenants/{tenantId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How much of each plan limit a tenant uses now (x-service-secret), counted as the factory's limit checks count; 404 unknown tenant */
        get: operations["getInternalTenantUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List jobs; filters in the body; active jobs bypass the date filters */
        post: operations["listJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /** Delete a job with no completed step */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        /** Move a step forward; completing a paid step credits its worker */
        patch: operations["updateJob"];
        trace?: never;
    };
    "/api/v1/job/{id}/worker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Give a step to another worker, its status as it is; a completed step keeps its worker (409) */
        patch: operations["reassignJobStep"];
        trace?: never;
    };
    "/api/v1/job/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a job: steps from the tenant config, each Pending */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/adjustment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A manual credit, debit or custom-type entry */
        post: operations["createLedgerAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/summary/{workerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Totals by type within dates, the current balance and what is pending */
        post: operations["getWorkerLedgerSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/worker/{workerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ledger entries of a worker within dates */
        post: operations["listWorkerLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/worker/{workerId}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A worker’s ledger for a period as CSV: the statement’s lines with job number, article, step, quantity, rate, amount and the balance after each */
        get: operations["getLedgerWorkerCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ledger/worker/{workerId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A worker’s ledger for a period, paged: opening balance, each line with the balance after it, closing balance */
        get: operations["getWorkerLedgerStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/master-data-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (201) or replace (200) the value list of one attribute of the caller's tenant */
        post: operations["createMasterDataValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/master-data-values/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every attribute value list of the tenant */
        get: operations["getMasterDataValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan */
        get: operations["listPlans"];
        put?: never;
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plan/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPlan"];
        put?: never;
        post?: never;
        /** Delete a plan; 409 while tenants use it */
        delete: operations["deletePlan"];
        options?: never;
        head?: never;
        /** Update a plan; its slug cannot change (400) */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/api/v1/report/getReportByArticleId/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completed production of one article, by step */
        post: operations["getReportByArticleId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/getTaskReportByGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completed production by worker, article, step or day: quantities and wages */
        post: operations["getTaskReportByGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant, newest first; ?status= filters */
        get: operations["listTenants"];
        put?: never;
        /** Provision a tenant and its administrator atomically, then its subdomain */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update a tenant's configuration (fields left out keep their value); 403 beyond the plan's maxJobSteps or maxArticleAttributes */
        post: operations["createTenantConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant-config/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's configuration (the defaults until one is saved) */
        get: operations["getTenantConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getTenant"];
        put?: never;
        post?: never;
        /** Delete a tenant and everything it owns */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        /** Name, plan (its limits are copied into the settings again) and settings; the slug is fixed */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/api/v1/tenant/{id}/retry-domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry subdomain provisioning; 400 when the domain is already active */
        post: operations["retryTenantDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Suspend or reactivate: a suspended tenant's users get 403 on every tenant route */
        patch: operations["updateTenantStatus"];
        trace?: never;
    };
    "/api/v1/tenant/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan limits of the caller's tenant, as every write is checked against them, and how much of each it uses; the super-admin names the tenant in x-tenant-id (400 without) */
        get: operations["listTenantLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenant/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenant counts by status */
        get: operations["getTenantStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List transactions; filters in the body */
        post: operations["listTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        /** Delete a credit or debit transaction (not a settled payment) */
        delete: operations["deleteTransaction"];
        options?: never;
        head?: never;
        /** Change the date or note of a transaction (amounts are fixed) */
        patch: operations["updateTransaction"];
        trace?: never;
    };
    "/api/v1/transaction/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a credit or debit for a worker (no settlement) */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/makePayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a worker: settles pending jobs FIFO, a surplus becomes advance credit */
        post: operations["makePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction/previewPayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What paying a worker an amount would settle now (jobs paid in full or in part, FIFO, and the advance left), writing nothing */
        post: operations["previewPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users of the tenant, oldest first */
        get: operations["listTenantUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a user of the tenant and end its sessions; not yourself, not the last administrator (409) */
        delete: operations["removeTenantUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/worker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Workers of the tenant; `skill` filters */
        get: operations["listWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/worker/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One worker */
        get: operations["getWorker"];
        put?: never;
        post?: never;
        /** Delete a worker without jobs or ledger entries */
        delete: operations["deleteWorker"];
        options?: never;
        head?: never;
        /** Update a worker */
        patch: operations["updateWorker"];
        trace?: never;
    };
    "/api/v1/worker/{workerId}/wage-slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wage slip of a period as PDF, from the statement’s lines: employer and worker, dated earnings with job number, article, step, quantity, rate and amount, totals, payments and other entries, opening balance and the balance owed */
        get: operations["getWorkerWageSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/worker/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a worker, within the plan’s maxWorkers */
        post: operations["createWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/worker/initDefaultWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seed the default worker `None` (once) */
        get: operations["initDefaultWorker"];
        put?: never;
        post?: never;
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
        /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
        Refused: {
            details?: {
                reason: "TENANT_SUSPENDED" | "TENANT_PENDING_PAYMENT";
                subscriptionStatus: ("active" | "halted" | "cancelled") | (never | null);
                tenantStatus: "suspended" | "pending_payment";
            } | {
                allowed: number;
                limit: "maxUsers" | "maxWorkers" | "maxJobSteps" | "maxArticleAttributes";
                /** @enum {string} */
                reason: "PLAN_LIMIT";
                /** @description in use before the refused write */
                used: number;
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
    listArticles: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
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
                            /** Format: uuid */
                            _id: string;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            name: string;
                            stepRates: {
                                [key: string]: number;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        limit: number;
                        page: number;
                        /** @description rows in this page */
                        results: number;
                        /** @enum {string} */
                        status: "success";
                        /** @description rows matching the filters */
                        total: number;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getArticle: {
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
                            /** Format: uuid */
                            _id: string;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            name: string;
                            stepRates: {
                                [key: string]: number;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    deleteArticle: {
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
                        message: string;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    updateArticle: {
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
                    attributes?: {
                        [key: string]: number | string;
                    };
                    name?: string;
                    stepRates?: {
                        [key: string]: number;
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
                            /** Format: uuid */
                            _id: string;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            name: string;
                            stepRates: {
                                [key: string]: number;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributes?: {
                        [key: string]: number | string;
                    };
                    name: string;
                    stepRates?: {
                        [key: string]: number;
                    };
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
                            /** Format: uuid */
                            _id: string;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            name: string;
                            stepRates: {
                                [key: string]: number;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getArticleList: {
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
                            /** Format: uuid */
                            _id: string;
                            name: string;
                        }[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listAuditLogs: {
        parameters: {
            query?: {
                action?: string;
                entityId?: string;
                entityType?: string;
                from?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
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
                        data: unknown;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createAuditLog: {
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
                        data: unknown;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queued: boolean;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
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
                        message: string;
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
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
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
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                name: string;
                                role: "super-admin" | "admin" | "user";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                        /** @description access token (JWT {id, tenantId, role}) */
                        token: string;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    logout: {
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
                        message: string;
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
    getAuthMe: {
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
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                                /** @description slug of the tenant's plan */
                                plan: string;
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                /** @description the portal's subscription status; null for a tenant the portal did not provision */
                                subscriptionStatus: ("active" | "halted" | "cancelled") | (never | null);
                                unitKind: "garment" | "footwear" | "other";
                            } | null;
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                name: string;
                                role: "super-admin" | "admin" | "user";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    refresh: {
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
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                name: string;
                                role: "super-admin" | "admin" | "user";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                        /** @description access token (JWT {id, tenantId, role}) */
                        token: string;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    passwordConfirm: string;
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
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                name: string;
                                role: "super-admin" | "admin" | "user";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                        /** @description access token (JWT {id, tenantId, role}) */
                        token: string;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    password: string;
                    passwordConfirm: string;
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
                            user: {
                                /** Format: uuid */
                                _id: string;
                                email: string;
                                name: string;
                                role: "super-admin" | "admin" | "user";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listGlobalConfigCors: {
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
                            origins: string[];
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
    createGlobalConfigCors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    origin: string;
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
                            origins: string[];
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
    deleteGlobalConfigCors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                origin: string;
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
                            origins: string[];
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
    createInternalTenant: {
        parameters: {
            query?: never;
            header?: {
                "x-service-secret"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    adminEmail: string;
                    adminName?: string;
                    name: string;
                    plan: string;
                    slug: string;
                    subdomain?: string;
                    /** Format: uuid */
                    tenantId: string;
                    unitKind?: "garment" | "footwear" | "other";
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        provisioningResult?: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        provisioningResult?: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        message: string;
                        provisioningResult: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "partial";
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
    updateInternalTenantStatus: {
        parameters: {
            query?: never;
            header?: {
                "x-service-secret"?: string;
            };
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sequence: number;
                    status: "active" | "suspended";
                    subscriptionStatus: "active" | "halted" | "cancelled";
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
                            applied: boolean;
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
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
    getInternalTenantUsage: {
        parameters: {
            query?: never;
            header?: {
                "x-service-secret"?: string;
            };
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
                            articleAttributes: number;
                            jobSteps: number;
                            users: number;
                            /** @description the tenant's workers but its default worker, as maxWorkers counts them */
                            workers: number;
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
    listJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    articleId?: string;
                    /** Format: date */
                    from?: string;
                    /** @description only these jobs (a page naming the jobs a payment settled reads them in one call); ids of another tenant match nothing */
                    ids?: string[];
                    /** @description rows per page */
                    limit?: number;
                    /** @description page number, from 1 */
                    page?: number;
                    /** @description a job number (digits, `#12` too) matches that job exactly; other text matches part of the article’s name, in any case */
                    search?: string;
                    status?: "active" | "completed";
                    /** Format: date */
                    to?: string;
                    /** Format: uuid */
                    workerId?: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            articleId: string;
                            articleName: string | null;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the job’s number within its tenant: 1, 2, 3 ... */
                            jobNumber: number;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "completed";
                            steps: {
                                /** Format: date-time */
                                completedAt: string | null;
                                isPaid: boolean;
                                order: number;
                                quantity: number | null;
                                /** @enum {string} */
                                status: "Pending" | "In-Progress" | "Completed";
                                stepName: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        limit: number;
                        page: number;
                        /** @description rows in this page */
                        results: number;
                        /** @enum {string} */
                        status: "success";
                        /** @description rows matching the filters */
                        total: number;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getJob: {
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            articleId: string;
                            articleName: string | null;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the job’s number within its tenant: 1, 2, 3 ... */
                            jobNumber: number;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "completed";
                            steps: {
                                /** Format: date-time */
                                completedAt: string | null;
                                isPaid: boolean;
                                order: number;
                                quantity: number | null;
                                /** @enum {string} */
                                status: "Pending" | "In-Progress" | "Completed";
                                stepName: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    deleteJob: {
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
                        message: string;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    updateJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description a repeat with the same key and body within a day answers the first answer (`idempotent-replayed: true`) and credits once; another body under the key is 409 */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                    status: "Pending" | "In-Progress" | "Completed";
                    stepName: string;
                    /** Format: uuid */
                    workerId?: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            articleId: string;
                            articleName: string | null;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** @description what completing the step credited its worker */
                            credited: number;
                            /** @description the job’s number within its tenant: 1, 2, 3 ... */
                            jobNumber: number;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "completed";
                            steps: {
                                /** Format: date-time */
                                completedAt: string | null;
                                isPaid: boolean;
                                order: number;
                                quantity: number | null;
                                /** @enum {string} */
                                status: "Pending" | "In-Progress" | "Completed";
                                stepName: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    reassignJobStep: {
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
                    stepName: string;
                    /** Format: uuid */
                    workerId: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            articleId: string;
                            articleName: string | null;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the job’s number within its tenant: 1, 2, 3 ... */
                            jobNumber: number;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "completed";
                            steps: {
                                /** Format: date-time */
                                completedAt: string | null;
                                isPaid: boolean;
                                order: number;
                                quantity: number | null;
                                /** @enum {string} */
                                status: "Pending" | "In-Progress" | "Completed";
                                stepName: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    articleId: string;
                    attributes?: {
                        [key: string]: number | string;
                    };
                    quantity: number;
                    steps?: {
                        stepName: string;
                        /** Format: uuid */
                        workerId: string;
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: uuid */
                            articleId: string;
                            articleName: string | null;
                            attributes: {
                                [key: string]: number | string;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** @description the job’s number within its tenant: 1, 2, 3 ... */
                            jobNumber: number;
                            quantity: number;
                            /** @enum {string} */
                            status: "active" | "completed";
                            steps: {
                                /** Format: date-time */
                                completedAt: string | null;
                                isPaid: boolean;
                                order: number;
                                quantity: number | null;
                                /** @enum {string} */
                                status: "Pending" | "In-Progress" | "Completed";
                                stepName: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            }[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createLedgerAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    description?: string;
                    type: string;
                    /** Format: uuid */
                    workerId: string;
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
                            amount: number;
                            balance: number;
                            type: string;
                            /** Format: uuid */
                            workerId: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getWorkerLedgerSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
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
                            advanceCredit: number;
                            balance: number;
                            byType: {
                                [key: string]: {
                                    entries: number;
                                    total: number;
                                };
                            };
                            /** Format: date */
                            from: string | null;
                            /** @description jobs with wages not yet paid in full */
                            jobsPendingPayment: number;
                            pendingAmount: number;
                            /** Format: date */
                            to: string | null;
                            totalCredits: number;
                            totalDebits: number;
                            /** Format: uuid */
                            workerId: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listWorkerLedger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
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
                            /** Format: uuid */
                            _id: string;
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            /** Format: uuid */
                            jobId: string | null;
                            /** @description the job’s number within the tenant */
                            jobNumber: number | null;
                            /** @description negative for what reduces the balance */
                            signedAmount: number;
                            stepName: string | null;
                            /** Format: uuid */
                            transactionId: string | null;
                            /** @description credit, debit or one of the tenant’s ledger types */
                            type: string;
                            /** Format: uuid */
                            workerId: string;
                        }[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getLedgerWorkerCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                workerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getWorkerLedgerStatement: {
        parameters: {
            query?: {
                from?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                to?: string;
            };
            header?: never;
            path: {
                workerId: string;
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
                            /** @description the balance after this page’s last line */
                            closingBalance: number;
                            /** Format: date */
                            from: string | null;
                            limit: number;
                            lines: {
                                /** Format: uuid */
                                _id: string;
                                /** @description signed: negative for what reduces the balance */
                                amount: number;
                                articleName: string | null;
                                /** @description the balance after this line */
                                balance: number;
                                /** Format: date-time */
                                date: string;
                                description: string | null;
                                /** Format: uuid */
                                jobId: string | null;
                                /** @description the job’s number within the tenant */
                                jobNumber: number | null;
                                kind: "job" | "payment" | "transaction" | "adjustment";
                                quantity: number | null;
                                rate: number | null;
                                stepName: string | null;
                                /** Format: uuid */
                                transactionId: string | null;
                                /** @description credit, debit or one of the tenant’s ledger types */
                                type: string;
                            }[];
                            /** @description the balance before this page’s first line */
                            openingBalance: number;
                            page: number;
                            period: {
                                closingBalance: number;
                                openingBalance: number;
                            };
                            /** Format: date */
                            to: string | null;
                            /** @description lines in the period */
                            total: number;
                            worker: {
                                /** Format: uuid */
                                _id: string;
                                name: string;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createMasterDataValue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributeName: string;
                    values: string[];
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
                            /** Format: uuid */
                            _id: string;
                            attributeName: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            values: string[];
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            _id: string;
                            attributeName: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            values: string[];
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getMasterDataValues: {
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
                            /** Format: uuid */
                            _id: string;
                            attributeName: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            values: string[];
                        }[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listPlans: {
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
                            /** Format: uuid */
                            _id: string;
                            description: string;
                            isActive: boolean;
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            name: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
                            slug: string;
                        }[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    isActive?: boolean;
                    limits: {
                        maxArticleAttributes: number;
                        maxJobSteps: number;
                        maxUsers: number;
                        maxWorkers: number;
                    };
                    name: string;
                    rateLimits?: {
                        maxRequests: number;
                        windowMs: number;
                    };
                    slug: string;
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
                            /** Format: uuid */
                            _id: string;
                            description: string;
                            isActive: boolean;
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            name: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
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
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                            /** Format: uuid */
                            _id: string;
                            description: string;
                            isActive: boolean;
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            name: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
                            slug: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    deletePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
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
                            /** Format: uuid */
                            _id: string;
                            description: string;
                            isActive: boolean;
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            name: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
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
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    isActive?: boolean;
                    limits?: {
                        maxArticleAttributes?: number;
                        maxJobSteps?: number;
                        maxUsers?: number;
                        maxWorkers?: number;
                    };
                    name?: string;
                    rateLimits?: {
                        maxRequests?: number;
                        windowMs?: number;
                    };
                    slug?: string;
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
                            /** Format: uuid */
                            _id: string;
                            description: string;
                            isActive: boolean;
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            name: string;
                            rateLimits: {
                                maxRequests: number;
                                windowMs: number;
                            };
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
    getReportByArticleId: {
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
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
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
                            /** Format: uuid */
                            articleId: string;
                            /** Format: date */
                            from: string | null;
                            name: string;
                            rows: {
                                /** @description wages earned */
                                amount: number;
                                /** @description the worker’s or article’s id, the step’s name or the day */
                                key: string;
                                name: string;
                                quantity: number;
                                /** @description completed steps counted */
                                steps: number;
                            }[];
                            /** Format: date */
                            to: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getTaskReportByGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    from?: string;
                    groupBy?: "worker" | "article" | "step" | "day";
                    /** Format: date */
                    to?: string;
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
                            /** Format: date */
                            from: string | null;
                            groupBy: string;
                            rows: {
                                /** @description wages earned */
                                amount: number;
                                /** @description the worker’s or article’s id, the step’s name or the day */
                                key: string;
                                name: string;
                                quantity: number;
                                /** @description completed steps counted */
                                steps: number;
                            }[];
                            /** Format: date */
                            to: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listTenants: {
        parameters: {
            query?: {
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: date-time */
                            createdAt: string;
                            domain: string;
                            domainStatus: "pending" | "active";
                            name: string;
                            /** Format: uuid */
                            owner: string | null;
                            plan: string;
                            settings: {
                                maxUsers?: number;
                                maxWorkers?: number;
                            } & {
                                [key: string]: unknown;
                            };
                            slug: string;
                            status: "pending_payment" | "active" | "suspended";
                            unitKind: "garment" | "footwear" | "other";
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
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
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adminConfirmPassword: string;
                    /** Format: email */
                    adminEmail: string;
                    adminName: string;
                    adminPassword: string;
                    name: string;
                    plan: string;
                    slug: string;
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
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        provisioningResult?: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        message: string;
                        provisioningResult: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "partial";
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
    createTenantConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    articleAttributes?: {
                        isRequired: boolean;
                        label: string;
                        name: string;
                        type: "string" | "number";
                    }[];
                    customLedgerTypes?: string[];
                    jobSteps?: {
                        isPaid: boolean;
                        name: string;
                        order: number;
                    }[];
                    pagination?: {
                        defaultPageSize: number;
                        maxPageSize: number;
                    };
                    sizeRange?: {
                        max: number;
                        min: number;
                    } | null;
                    /** Format: uuid */
                    tenantId: string;
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
                            articleAttributes: {
                                isRequired: boolean;
                                label: string;
                                name: string;
                                type: "string" | "number";
                            }[];
                            customLedgerTypes: string[];
                            jobSteps: {
                                isPaid: boolean;
                                name: string;
                                order: number;
                            }[];
                            pagination: {
                                defaultPageSize: number;
                                maxPageSize: number;
                            };
                            sizeRange: {
                                max: number;
                                min: number;
                            } | null;
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
    getTenantConfig: {
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
                            articleAttributes: {
                                isRequired: boolean;
                                label: string;
                                name: string;
                                type: "string" | "number";
                            }[];
                            customLedgerTypes: string[];
                            jobSteps: {
                                isPaid: boolean;
                                name: string;
                                order: number;
                            }[];
                            pagination: {
                                defaultPageSize: number;
                                maxPageSize: number;
                            };
                            sizeRange: {
                                max: number;
                                min: number;
                            } | null;
                            /** Format: uuid */
                            tenantId: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getTenant: {
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
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
    deleteTenant: {
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
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
    updateTenant: {
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
                    name?: string;
                    plan?: string;
                    settings?: {
                        maxUsers?: number;
                        maxWorkers?: number;
                    };
                    slug?: string;
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
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
    retryTenantDomain: {
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        provisioningResult?: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Default Response */
            207: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tenant: {
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                        message: string;
                        provisioningResult: {
                            subdomain: string;
                        } & {
                            [key: string]: {
                                error?: string;
                                status: "success" | "failed";
                            };
                        };
                        /** @enum {string} */
                        status: "partial";
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
    updateTenantStatus: {
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
                    status: "suspended" | "active";
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
                                /** Format: uuid */
                                _id: string;
                                /** Format: date-time */
                                createdAt: string;
                                domain: string;
                                domainStatus: "pending" | "active";
                                name: string;
                                /** Format: uuid */
                                owner: string | null;
                                plan: string;
                                settings: {
                                    maxUsers?: number;
                                    maxWorkers?: number;
                                } & {
                                    [key: string]: unknown;
                                };
                                slug: string;
                                status: "pending_payment" | "active" | "suspended";
                                unitKind: "garment" | "footwear" | "other";
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
    listTenantLimits: {
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
                            /** @description -1 is unlimited */
                            limits: {
                                maxArticleAttributes: number;
                                maxJobSteps: number;
                                maxUsers: number;
                                maxWorkers: number;
                            };
                            /** @description slug of the tenant's plan */
                            plan: string;
                            used: {
                                articleAttributes: number;
                                jobSteps: number;
                                users: number;
                                /** @description the tenant's workers but its default worker, as maxWorkers counts them */
                                workers: number;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getTenantStats: {
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
                            byStatus: {
                                active: number;
                                pending_payment: number;
                                suspended: number;
                            };
                            total: number;
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
    listTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    from?: string;
                    /** @description rows per page */
                    limit?: number;
                    /** @description page number, from 1 */
                    page?: number;
                    /** Format: date */
                    to?: string;
                    type?: "payment" | "credit" | "debit";
                    /** Format: uuid */
                    workerId?: string;
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
                            /** Format: uuid */
                            _id: string;
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date */
                            date: string;
                            note: string | null;
                            /** @description a payment’s: the jobs it paid and the advance it left */
                            settlement?: {
                                advanceCredit?: number;
                                jobsPaid?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            type: "payment" | "credit" | "debit";
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: uuid */
                            workerId: string;
                            workerName: string | null;
                        }[];
                        limit: number;
                        page: number;
                        /** @description rows in this page */
                        results: number;
                        /** @enum {string} */
                        status: "success";
                        /** @description rows matching the filters */
                        total: number;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getTransaction: {
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
                            /** Format: uuid */
                            _id: string;
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date */
                            date: string;
                            note: string | null;
                            /** @description a payment’s: the jobs it paid and the advance it left */
                            settlement?: {
                                advanceCredit?: number;
                                jobsPaid?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            type: "payment" | "credit" | "debit";
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: uuid */
                            workerId: string;
                            workerName: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    deleteTransaction: {
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
                        message: string;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    updateTransaction: {
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
                    /** Format: date */
                    date?: string;
                    note?: string;
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
                            /** Format: uuid */
                            _id: string;
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date */
                            date: string;
                            note: string | null;
                            /** @description a payment’s: the jobs it paid and the advance it left */
                            settlement?: {
                                advanceCredit?: number;
                                jobsPaid?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            type: "payment" | "credit" | "debit";
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: uuid */
                            workerId: string;
                            workerName: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** Format: date */
                    date?: string;
                    note?: string;
                    type: "credit" | "debit";
                    /** Format: uuid */
                    workerId: string;
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
                            /** Format: uuid */
                            _id: string;
                            amount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date */
                            date: string;
                            note: string | null;
                            /** @description a payment’s: the jobs it paid and the advance it left */
                            settlement?: {
                                advanceCredit?: number;
                                jobsPaid?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            type: "payment" | "credit" | "debit";
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: uuid */
                            workerId: string;
                            workerName: string | null;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    makePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** Format: date */
                    date?: string;
                    note?: string;
                    /** Format: uuid */
                    workerId: string;
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
                            settlement: {
                                advanceCredit: number;
                                /** @description the worker’s balance after the payment */
                                balance: number;
                                jobsPaid: {
                                    earnedAmount: number;
                                    /** Format: uuid */
                                    jobId: string;
                                    paidAmount: number;
                                }[];
                                jobsPendingPayment: {
                                    earnedAmount: number;
                                    /** Format: uuid */
                                    jobId: string;
                                    paidAmount: number;
                                }[];
                            };
                            transaction: {
                                /** Format: uuid */
                                _id: string;
                                amount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date */
                                date: string;
                                note: string | null;
                                /** @description a payment’s: the jobs it paid and the advance it left */
                                settlement?: {
                                    advanceCredit?: number;
                                    jobsPaid?: string[];
                                } & {
                                    [key: string]: unknown;
                                };
                                type: "payment" | "credit" | "debit";
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: uuid */
                                workerId: string;
                                workerName: string | null;
                            };
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    previewPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** Format: uuid */
                    workerId: string;
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
                            amount: number;
                            settlement: {
                                advanceCredit: number;
                                /** @description the worker’s balance after the payment */
                                balance: number;
                                jobsPaid: {
                                    earnedAmount: number;
                                    /** Format: uuid */
                                    jobId: string;
                                    paidAmount: number;
                                }[];
                                jobsPendingPayment: {
                                    earnedAmount: number;
                                    /** Format: uuid */
                                    jobId: string;
                                    paidAmount: number;
                                }[];
                            };
                            /** Format: uuid */
                            workerId: string;
                            workerName: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listTenantUsers: {
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
                            /** Format: uuid */
                            _id: string;
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            /** @description false until a provisioned administrator sets a password */
                            hasPassword: boolean;
                            isOwner: boolean;
                            name: string;
                            role: "admin" | "user";
                        }[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    removeTenantUser: {
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
                        message: string;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    listWorkers: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                skill?: string;
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
                            /** Format: uuid */
                            _id: string;
                            advanceCredit: number;
                            /** @description what the worker is owed; negative when paid in advance */
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            isDefault: boolean;
                            name: string;
                            phone: string | null;
                            skills: string[];
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        limit: number;
                        page: number;
                        /** @description rows in this page */
                        results: number;
                        /** @enum {string} */
                        status: "success";
                        /** @description rows matching the filters */
                        total: number;
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getWorker: {
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
                            /** Format: uuid */
                            _id: string;
                            advanceCredit: number;
                            /** @description what the worker is owed; negative when paid in advance */
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            isDefault: boolean;
                            name: string;
                            phone: string | null;
                            skills: string[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    deleteWorker: {
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
                        message: string;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    updateWorker: {
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
                    name?: string;
                    phone?: string;
                    skills?: string[];
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
                            /** Format: uuid */
                            _id: string;
                            advanceCredit: number;
                            /** @description what the worker is owed; negative when paid in advance */
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            isDefault: boolean;
                            name: string;
                            phone: string | null;
                            skills: string[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    getWorkerWageSlip: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                workerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wage slip as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    createWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone?: string;
                    skills?: string[];
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
                            /** Format: uuid */
                            _id: string;
                            advanceCredit: number;
                            /** @description what the worker is owed; negative when paid in advance */
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            isDefault: boolean;
                            name: string;
                            phone: string | null;
                            skills: string[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
    initDefaultWorker: {
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
                            /** Format: uuid */
                            _id: string;
                            advanceCredit: number;
                            /** @description what the worker is owed; negative when paid in advance */
                            balance: number;
                            /** Format: date-time */
                            createdAt: string;
                            isDefault: boolean;
                            name: string;
                            phone: string | null;
                            skills: string[];
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Forbidden: the role, another tenant, a tenant that is not active, or a plan limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refused"];
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
