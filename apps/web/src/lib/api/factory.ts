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
        get: {
            parameters: {
                query?: {
                    limit?: number;
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                    content?: never;
                };
            };
        };
        /** Delete an article no job was made of */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an article */
        patch: {
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                    content?: never;
                };
            };
        };
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
        get: {
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
            };
        };
        put?: never;
        /** Record an audit entry for the tenant: 201 recorded, 202 queued while the portal is away */
        post: {
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
            };
        };
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
        post: {
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
            };
        };
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
        post: {
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
            };
        };
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
        get: {
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
            };
        };
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
        get: {
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
            };
        };
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
        patch: {
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
            };
        };
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
        post: {
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
            };
        };
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
        get: {
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
            };
        };
        put?: never;
        /** Allow a browser origin; 409 when it is already allowed */
        post: {
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
            };
        };
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
        delete: {
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
            };
        };
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
        /** Provision a paid tenant for the portal (x-service-secret); idempotent on tenantId: 201 created, 200 already there, 207 domain pending */
        post: {
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
            };
        };
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
        post: {
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
                        limit?: number;
                        page?: number;
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
                    content?: never;
                };
            };
        };
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
        get: {
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a job with no completed step */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Move a step forward; completing a paid step credits its worker */
        patch: {
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                    content?: never;
                };
            };
        };
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
        /** The ledger of a worker as CSV, with the running balance */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
            };
        };
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
        get: {
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
            };
        };
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
        get: {
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
            };
        };
        put?: never;
        post: {
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
            };
        };
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
        get: {
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
            };
        };
        put?: never;
        post?: never;
        /** Delete a plan; 409 while tenants use it */
        delete: {
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
            };
        };
        options?: never;
        head?: never;
        /** Update a plan; its slug cannot change (400) */
        patch: {
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
            };
        };
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
        post: {
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                    content?: never;
                };
            };
        };
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
        get: {
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
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            /** @enum {string} */
                            status: "success";
                        };
                    };
                };
            };
        };
        put?: never;
        /** Provision a tenant and its administrator atomically, then its subdomain */
        post: {
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
            };
        };
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
        post: {
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
            };
        };
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
        get: {
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
            };
        };
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
        get: {
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
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                            };
                            /** @enum {string} */
                            status: "success";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a tenant and everything it owns */
        delete: {
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
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                            };
                            /** @enum {string} */
                            status: "success";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Name, plan (its limits are copied into the settings again) and settings; the slug is fixed */
        patch: {
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
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                            };
                            /** @enum {string} */
                            status: "success";
                        };
                    };
                };
            };
        };
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
        post: {
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
            };
        };
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
        patch: {
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
                                    /** Format: date-time */
                                    updatedAt: string;
                                };
                            };
                            /** @enum {string} */
                            status: "success";
                        };
                    };
                };
            };
        };
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
        get: {
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
            };
        };
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
        post: {
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
                        limit?: number;
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
                    content?: never;
                };
            };
        };
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
        get: {
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a credit or debit transaction (not a settled payment) */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change the date or note of a transaction (amounts are fixed) */
        patch: {
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
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
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
        get: {
            parameters: {
                query?: {
                    limit?: number;
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
                    content?: never;
                };
            };
        };
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
        get: {
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
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a worker without jobs or ledger entries */
        delete: {
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
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a worker */
        patch: {
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
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/v1/worker/{workerId}/wage-slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wage slip of a period as PDF: earnings per job and step, payments, balances */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        post: {
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
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
        get: {
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
                    content?: never;
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
