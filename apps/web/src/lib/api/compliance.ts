// Generated from docs/openapi/compliance.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
    "/api/v1/audit/document/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of a document, newest first */
        get: operations["listDocumentAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/entity/{entityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of an entity, newest first */
        get: operations["listEntityAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail filtered by record type, record, action, user and dates */
        get: operations["queryAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deadlines.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant’s open deadlines as an iCalendar feed (the link from the token endpoint) */
        get: operations["getDeadlinesIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deadlines.ics/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the tenant has a link to its deadline feed, and since when (administrators); the secret itself is never shown again */
        get: operations["getDeadlinesIcsToken"];
        put?: never;
        /** Create the tenant’s secret link to its deadline feed, or rotate it (administrators): the old link stops working; the secret is shown this once */
        post: operations["createDeadlinesIcsToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document with a signed download URL */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/generate/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a document template with the values of its variables (HTML-escaped) */
        post: operations["generateDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the extraction pipeline on a file now and return what it found (nothing is stored)
         * @description multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB) and optionally `documentType` to read the fields of that type whatever the detected category.
         */
        post: operations["processDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document templates the tenant sees (global and its own), without bodies */
        get: operations["listDocumentTemplates"];
        put?: never;
        /** Create a document template: the tenant’s own, or global (super-admins, tenantId null) */
        post: operations["createDocumentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document template with its body, variables and metadata (post-steps included) */
        get: operations["getDocumentTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change any of name, body, variables and metadata of a document template */
        patch: operations["updateDocumentTemplate"];
        trace?: never;
    };
    "/api/v1/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document for extraction (multipart, streamed)
         * @description multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB), `entityId` (uuid), `documentType` (PAN_CARD, GST_CERTIFICATE, CERTIFICATE_OF_INCORPORATION, FINANCIAL_STATEMENT), `triggerExtraction` (true by default). 202 with a job when extraction is queued, 201 without. Other types 415 UNSUPPORTED_FILE_TYPE, larger files 413 FILE_TOO_LARGE; nothing is stored then.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/vault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All documents of the tenant, newest first */
        get: operations["listVaultDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/vault/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vault document’s metadata and a signed download URL */
        get: operations["getVaultDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/vault/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a file in the vault (multipart, streamed; no extraction)
         * @description multipart/form-data: `file` (PDF, JPG, PNG or TIFF by content, at most 10 MB), optionally `entityId` (uuid) and `documentType`. Other types 415, larger files 413; nothing is stored then.
         */
        post: operations["uploadVaultDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/verification/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save human-verified fields into the entity profile, with optimistic locking */
        post: operations["saveDocumentVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entities of the tenant, filtered and paged */
        get: operations["listEntities"];
        put?: never;
        /** Create an entity (version 1), within the plan’s entity limit */
        post: operations["createEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entities/{entityId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents of an entity, newest first */
        get: operations["listEntityDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entities/{entityId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Financial metrics of an entity recorded from ERP intake, newest first */
        get: operations["getEntityMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entity, with its version beside the data */
        get: operations["getEntity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update an entity with optimistic locking: send the version you read */
        patch: operations["updateEntity"];
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events of the caller’s tenant, from the bus (text/event-stream) */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/idp/extract/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An extraction job: processing, completed with its fields, or failed with its error */
        get: operations["getExtractionJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mca/context/{contextId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A filing context: the form, and the value for each of its fields */
        get: operations["getMcaContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mca/form-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form mappings in effect for the tenant: its own, and the global ones it does not override */
        get: operations["listMcaFormMappings"];
        put?: never;
        /** Create a form mapping (x-admin): the tenant’s own, or global for a super-admin naming no tenant */
        post: operations["createMcaFormMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mca/form-mappings/{formType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mapping of a form type in effect for the tenant */
        get: operations["getMcaFormMapping"];
        /** Change a form mapping (x-admin) with optimistic locking: send the version you read */
        put: operations["updateMcaFormMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mca/form-mappings/{formType}/toggle-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Flip isActive of a form mapping (x-admin) */
        post: operations["toggleMcaFormMappingActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mca/workflow-redirect/{workflowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a workflow instance’s entity is ready for its MCA form; when it is, a filing context */
        get: operations["getMcaWorkflowRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The context of a user: tenant, entity, role and its permissions */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription plans with their limits and features, and the entity-type taxonomy */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deadline reminders of the tenant: those sent (when, to whom, for which instance and lead time) and those scheduled */
        get: operations["listReminders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenants: all of them for a super-administrator, otherwise the caller’s own */
        get: operations["listTenants"];
        put?: never;
        /** Create a tenant (super-administrator) */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants/current/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant’s plan and what it uses of each limit (entities, users, open workflows); a super-administrator names the tenant */
        get: operations["getTenantCurrentUsage"];
        put?: never;
        post?: never;
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
        /** Self-signup: the organisation, and its administrator who can sign in at once */
        post: operations["signup"];
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
        /** Users of the tenant */
        get: operations["listUsers"];
        put?: never;
        /** Add a user to the tenant (administrator), within the plan’s user limit */
        post: operations["createUser"];
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
        /** Remove a user from the tenant (administrator): their access ends and their seat is free; the last administrator stays (409 LAST_ADMINISTRATOR) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /** Give a user of the tenant another role (administrator); the last administrator keeps it (409 LAST_ADMINISTRATOR) */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/webhooks/erp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an ERP metric event for asynchronous recording (public; signed when ERP_WEBHOOK_SECRET is set) */
        post: operations["receiveErpWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/instances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Instances of the tenant, newest first unless sorted otherwise; each names its entity and workflow */
        get: operations["listWorkflowInstances"];
        put?: never;
        /** Start a template for an entity: every phase and task copied, the due date computed */
        post: operations["createWorkflowInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/instances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One instance with its template, entity and tenant; advisories filled from the entity profile */
        get: operations["getWorkflowInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/instances/{id}/generate-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The PDF compliance certificate of a completed instance, as a signed, expiring link */
        post: operations["generateWorkflowInstancePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/instances/{id}/tasks": {
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
        /** Tick or un-tick a task; the last mandatory task completes the instance */
        patch: operations["updateWorkflowInstanceTasks"];
        trace?: never;
    };
    "/api/v1/workflows/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates the tenant sees (global and its own); with entityId, those applicable to it */
        get: operations["listWorkflowTemplates"];
        put?: never;
        /** Create a template: the tenant’s own, or a global one (tenantId null) by a super-admin */
        post: operations["createWorkflowTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template */
        get: operations["getWorkflowTemplate"];
        /** Change some fields of a template (phases, isActive, ...) */
        put: operations["updateWorkflowTemplate"];
        post?: never;
        /** Archive a template (soft delete): hidden from lists, kept for its instances */
        delete: operations["deleteWorkflowTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/templates/applicability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For one entity, the templates the tenant sees that apply to it and those that do not, each with the rules that exclude it */
        get: operations["getWorkflowTemplateApplicability"];
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
            /** @description what went wrong, for programs: VALIDATION_ERROR, NOT_FOUND, ... */
            code: string;
            correlationId: string;
            /** @description with VERSION_CONFLICT: the stored record */
            currentData?: unknown;
            /** @description with VERSION_CONFLICT: the stored version */
            currentVersion?: number;
            /** @description what was wrong: the fields refused, the limit reached, ... */
            details?: {
                [key: string]: unknown;
            };
            /** @description what went wrong, for people */
            error: string;
            /** @description with RATE_LIMIT_EXCEEDED: seconds to wait */
            retryAfter?: number;
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
    listDocumentAuditTrail: {
        parameters: {
            query?: {
                action?: string;
                endDate?: string;
                limit?: number;
                offset?: number;
                startDate?: string;
                tenantId?: string;
                userId?: string;
            };
            header?: never;
            path: {
                documentId: string;
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
                            action: string;
                            changes: {
                                field: string;
                                newValue: unknown;
                                oldValue: unknown;
                            }[];
                            details: {
                                [key: string]: unknown;
                            };
                            entityId: string | null;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            timestamp: string;
                            userId: string | null;
                            userName: string | null;
                        }[];
                        pagination: {
                            hasMore: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
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
    listEntityAuditTrail: {
        parameters: {
            query?: {
                action?: string;
                endDate?: string;
                limit?: number;
                offset?: number;
                startDate?: string;
                tenantId?: string;
                userId?: string;
            };
            header?: never;
            path: {
                entityId: string;
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
                            action: string;
                            changes: {
                                field: string;
                                newValue: unknown;
                                oldValue: unknown;
                            }[];
                            details: {
                                [key: string]: unknown;
                            };
                            entityId: string | null;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            timestamp: string;
                            userId: string | null;
                            userName: string | null;
                        }[];
                        pagination: {
                            hasMore: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
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
    queryAuditTrail: {
        parameters: {
            query?: {
                action?: string;
                endDate?: string;
                entityId?: string;
                entityType?: string;
                limit?: number;
                offset?: number;
                startDate?: string;
                tenantId?: string;
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
                            action: string;
                            changes: {
                                field: string;
                                newValue: unknown;
                                oldValue: unknown;
                            }[];
                            details: {
                                [key: string]: unknown;
                            };
                            entityId: string | null;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            timestamp: string;
                            userId: string | null;
                            userName: string | null;
                        }[];
                        pagination: {
                            hasMore: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
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
    getDeadlinesIcs: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The iCalendar feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
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
    getDeadlinesIcsToken: {
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
                            active: boolean;
                            /** Format: date-time */
                            issuedAt: string | null;
                        };
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
    createDeadlinesIcsToken: {
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
                            /** Format: date-time */
                            issuedAt: string;
                            /** @description the secret; only its hash is kept */
                            token: string;
                            /**
                             * Format: uri
                             * @description the feed’s absolute address, for a calendar app to subscribe to
                             */
                            url: string;
                        };
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
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** @description signed, expiring; needs no bearer token */
                            downloadUrl: string;
                            /** Format: date-time */
                            downloadUrlExpiresAt: string;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        };
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
    generateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: string;
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
                            /** @enum {unknown} */
                            category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                            legalReference: string | null;
                            renderedHtml: string;
                            templateName: string;
                        };
                        message: string;
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
    processDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {unknown} */
                    documentType?: "PAN_CARD" | "GST_CERTIFICATE" | "CERTIFICATE_OF_INCORPORATION" | "FINANCIAL_STATEMENT";
                    /**
                     * Format: binary
                     * @description PDF, JPG, PNG or TIFF, told by its content; at most UPLOAD_MAX_BYTES (10 MB)
                     */
                    file: string;
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
                            /** @enum {unknown} */
                            category: "INCORPORATION_CERT" | "GST_CERTIFICATE" | "PAN_CARD" | "BOARD_RESOLUTION" | "FINANCIAL_STATEMENT" | "ANNUAL_RETURN" | "DIRECTOR_KYC" | "OTHER";
                            /** @description mean of the found fields’ confidence, 0 to 1 */
                            confidence: number;
                            extractedFields: {
                                [key: string]: string | number | (never | null);
                            };
                            fieldConfidence: {
                                [key: string]: number;
                            };
                            method: string;
                            pagesRead: number;
                            processingTime: number;
                            totalPages: number;
                            verificationFlags: {
                                [key: string]: "mandatory_verification" | "optional_verification";
                            };
                        };
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
    listDocumentTemplates: {
        parameters: {
            query?: {
                category?: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                /** @description sort=<field>:<asc|desc>, several comma-separated */
                sort?: string;
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
                            /** @enum {unknown} */
                            category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            legalReference: string | null;
                            metadata: {
                                filingDeadline?: string;
                                filingForm?: string;
                                postSteps?: {
                                    description?: string;
                                    icon?: string;
                                    mandatory?: boolean;
                                    order: number;
                                    stampDenomination?: string;
                                    title: string;
                                    /** @enum {unknown} */
                                    type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                                }[];
                                signatories?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            variables: {
                                description?: string;
                                example?: string;
                                label?: string;
                                name: string;
                                required?: boolean;
                                /** @enum {unknown} */
                                type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                            }[];
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createDocumentTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** @enum {unknown} */
                    category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                    legalReference?: string | null;
                    metadata?: {
                        filingDeadline?: string;
                        filingForm?: string;
                        postSteps?: {
                            description?: string;
                            icon?: string;
                            mandatory?: boolean;
                            order: number;
                            stampDenomination?: string;
                            title: string;
                            /** @enum {unknown} */
                            type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                        }[];
                        signatories?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                    name: string;
                    /** Format: uuid */
                    tenantId?: string | null;
                    variables?: (string | {
                        description?: string;
                        example?: string;
                        label?: string;
                        name: string;
                        required?: boolean;
                        /** @enum {unknown} */
                        type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                    })[];
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
                            body: string;
                            /** @enum {unknown} */
                            category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            legalReference: string | null;
                            metadata: {
                                filingDeadline?: string;
                                filingForm?: string;
                                postSteps?: {
                                    description?: string;
                                    icon?: string;
                                    mandatory?: boolean;
                                    order: number;
                                    stampDenomination?: string;
                                    title: string;
                                    /** @enum {unknown} */
                                    type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                                }[];
                                signatories?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            variables: {
                                description?: string;
                                example?: string;
                                label?: string;
                                name: string;
                                required?: boolean;
                                /** @enum {unknown} */
                                type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                            }[];
                        };
                        message: string;
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
    getDocumentTemplate: {
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
                            body: string;
                            /** @enum {unknown} */
                            category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            legalReference: string | null;
                            metadata: {
                                filingDeadline?: string;
                                filingForm?: string;
                                postSteps?: {
                                    description?: string;
                                    icon?: string;
                                    mandatory?: boolean;
                                    order: number;
                                    stampDenomination?: string;
                                    title: string;
                                    /** @enum {unknown} */
                                    type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                                }[];
                                signatories?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            variables: {
                                description?: string;
                                example?: string;
                                label?: string;
                                name: string;
                                required?: boolean;
                                /** @enum {unknown} */
                                type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                            }[];
                        };
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
    updateDocumentTemplate: {
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
                    body?: string;
                    /** @enum {unknown} */
                    category?: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                    legalReference?: string | null;
                    metadata?: {
                        filingDeadline?: string;
                        filingForm?: string;
                        postSteps?: {
                            description?: string;
                            icon?: string;
                            mandatory?: boolean;
                            order: number;
                            stampDenomination?: string;
                            title: string;
                            /** @enum {unknown} */
                            type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                        }[];
                        signatories?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                    name?: string;
                    variables?: (string | {
                        description?: string;
                        example?: string;
                        label?: string;
                        name: string;
                        required?: boolean;
                        /** @enum {unknown} */
                        type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                    })[];
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
                            body: string;
                            /** @enum {unknown} */
                            category: "BOARD_RESOLUTION" | "NOTICE" | "LETTER" | "DISCLOSURE" | "CERTIFICATE" | "MINUTES" | "SEBI_DISCLOSURE";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            legalReference: string | null;
                            metadata: {
                                filingDeadline?: string;
                                filingForm?: string;
                                postSteps?: {
                                    description?: string;
                                    icon?: string;
                                    mandatory?: boolean;
                                    order: number;
                                    stampDenomination?: string;
                                    title: string;
                                    /** @enum {unknown} */
                                    type: "SIGNING" | "CERTIFICATION" | "STAMP_PAPER" | "FILING" | "STORAGE" | "DISTRIBUTION" | "REMINDER";
                                }[];
                                signatories?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            name: string;
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            variables: {
                                description?: string;
                                example?: string;
                                label?: string;
                                name: string;
                                required?: boolean;
                                /** @enum {unknown} */
                                type?: "text" | "date" | "number" | "currency" | "email" | "address" | "multiline";
                            }[];
                        };
                        message: string;
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
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {unknown} */
                    documentType: "PAN_CARD" | "GST_CERTIFICATE" | "CERTIFICATE_OF_INCORPORATION" | "FINANCIAL_STATEMENT";
                    /** Format: uuid */
                    entityId: string;
                    /**
                     * Format: binary
                     * @description PDF, JPG, PNG or TIFF, told by its content; at most UPLOAD_MAX_BYTES (10 MB)
                     */
                    file: string;
                    /** @default true */
                    triggerExtraction?: boolean;
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        };
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        jobId: string | null;
                        message: string;
                        status: "processing" | "uploaded";
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        };
                        /** Format: uuid */
                        documentId: string;
                        /** Format: uuid */
                        jobId: string | null;
                        message: string;
                        status: "processing" | "uploaded";
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
    listVaultDocuments: {
        parameters: {
            query?: {
                documentType?: "PAN_CARD" | "GST_CERTIFICATE" | "CERTIFICATE_OF_INCORPORATION" | "FINANCIAL_STATEMENT";
                entityId?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    getVaultDocument: {
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** @description signed, expiring; needs no bearer token */
                            downloadUrl: string;
                            /** Format: date-time */
                            downloadUrlExpiresAt: string;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        };
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
    uploadVaultDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {unknown} */
                    documentType?: "PAN_CARD" | "GST_CERTIFICATE" | "CERTIFICATE_OF_INCORPORATION" | "FINANCIAL_STATEMENT";
                    /** Format: uuid */
                    entityId?: string;
                    /**
                     * Format: binary
                     * @description PDF, JPG, PNG or TIFF, told by its content; at most UPLOAD_MAX_BYTES (10 MB)
                     */
                    file: string;
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** @description signed, expiring; needs no bearer token */
                            downloadUrl: string;
                            /** Format: date-time */
                            downloadUrlExpiresAt: string;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        };
                        message: string;
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
    saveDocumentVerification: {
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
                    documentId?: string;
                    /** Format: uuid */
                    entityId: string;
                    fields: {
                        [key: string]: unknown;
                    };
                    /** Format: uuid */
                    jobId?: string;
                    version?: number;
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
                            entity: {
                                /** Format: date-time */
                                createdAt: string;
                                entityType: string;
                                /** Format: uuid */
                                id: string;
                                isListed: boolean;
                                name: string;
                                profileData: {
                                    [key: string]: unknown;
                                };
                                /** Format: uuid */
                                tenantId: string;
                                /** Format: date-time */
                                updatedAt: string;
                                version: number;
                            };
                        };
                        message: string;
                        version: number;
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
    listEntities: {
        parameters: {
            query?: {
                entityType?: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF";
                isListed?: boolean;
                /** @description rows per page */
                limit?: number;
                /** @description true: entities with a workflow instance due before today (UTC) and not completed; false: entities with none */
                overdue?: boolean;
                /** @description page number, from 1 */
                page?: number;
                /** @description case-insensitive: part of the name, or the beginning of profileData.pan, .cin or .gstin; blank means no search */
                search?: string;
                /** @description sort=<field>:<asc|desc>, several comma-separated */
                sort?: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            isListed: boolean;
                            name: string;
                            profileData: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createEntity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entityType: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF";
                    isListed?: boolean;
                    name: string;
                    profileData?: {
                        [key: string]: unknown;
                    };
                    /** Format: uuid */
                    tenantId?: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            isListed: boolean;
                            name: string;
                            profileData: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        };
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
    listEntityDocuments: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
            };
            header?: never;
            path: {
                entityId: string;
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
                            contentType: string;
                            /** Format: date-time */
                            createdAt: string;
                            documentType: string | null;
                            /** Format: uuid */
                            entityId: string | null;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            latestJob: {
                                /** Format: uuid */
                                jobId: string;
                                status: string;
                            } | null;
                            sha256: string;
                            size: number;
                            source: "upload" | "vault";
                            /** Format: uuid */
                            tenantId: string;
                            uploadedBy: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    getEntityMetrics: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                metricType?: "Turnover" | "Paid-up Capital" | "Net Worth" | "Borrowings";
                /** @description page number, from 1 */
                page?: number;
            };
            header?: never;
            path: {
                entityId: string;
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
                            entityId: string;
                            /** Format: uuid */
                            id: string;
                            /** @enum {unknown} */
                            metricType: "Turnover" | "Paid-up Capital" | "Net Worth" | "Borrowings";
                            metricValue: number;
                            period: string | null;
                            /** Format: date-time */
                            recordedAt: string;
                            /** Format: uuid */
                            referenceId: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    getEntity: {
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
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            isListed: boolean;
                            name: string;
                            profileData: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        };
                        version: number;
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
    updateEntity: {
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
                    entityType?: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF";
                    isListed?: boolean;
                    name?: string;
                    profileData?: {
                        [key: string]: unknown;
                    };
                    version?: number;
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
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            /** Format: uuid */
                            id: string;
                            isListed: boolean;
                            name: string;
                            profileData: {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        };
                        message: string;
                        version: number;
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
    listEvents: {
        parameters: {
            query?: {
                /** @description for EventSource, which cannot set headers */
                access_token?: string;
                tenantId?: string;
                /** @description binding pattern (`*` one word, `#` any words); profile.updated.* by default */
                topic?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream that stays open; each event’s data is one bus message as JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
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
    getExtractionJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
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
                            category: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            confidence: {
                                [key: string]: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            documentId: string;
                            documentType: string | null;
                            /** Format: uuid */
                            entityId: string | null;
                            error: string | null;
                            extractedData: {
                                [key: string]: unknown;
                            } | null;
                            /** Format: uuid */
                            jobId: string;
                            method: string | null;
                            processingTime: number | null;
                            status: "processing" | "completed" | "failed";
                            verificationFlags: {
                                [key: string]: string;
                            } | null;
                        };
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
    getMcaContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contextId: string;
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
                            contextId: string;
                            /** Format: date-time */
                            createdAt: string;
                            createdBy: string;
                            entity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            /** Format: date-time */
                            expiresAt: string;
                            fields: {
                                profilePath: string;
                                selectors: string[];
                                value: string;
                            }[];
                            fieldValues: {
                                [key: string]: string;
                            };
                            formType: string;
                            formVersion: string;
                            mcaUrl: string;
                            requiredDocuments: string[];
                            /** Format: uuid */
                            workflowInstanceId: string;
                        };
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
    listMcaFormMappings: {
        parameters: {
            query?: {
                active?: boolean;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
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
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createMcaFormMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fieldMappings: {
                        label?: string;
                        profilePath: string;
                        required?: boolean;
                        selectors: string[];
                        transform?: {
                            format?: string;
                            /** @enum {unknown} */
                            type: "date" | "uppercase" | "lowercase";
                        };
                    }[];
                    formType: string;
                    formVersion: string;
                    isActive?: boolean;
                    /** Format: uri */
                    mcaUrl: string;
                    metadata?: {
                        description?: string;
                        requiredDocuments?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                    /** Format: uuid */
                    tenantId?: string;
                    validationRules?: {
                        [key: string]: {
                            message?: string;
                            pattern: string;
                        };
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
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        };
                        message: string;
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
    getMcaFormMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                formType: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        };
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
    updateMcaFormMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                formType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fieldMappings?: {
                        label?: string;
                        profilePath: string;
                        required?: boolean;
                        selectors: string[];
                        transform?: {
                            format?: string;
                            /** @enum {unknown} */
                            type: "date" | "uppercase" | "lowercase";
                        };
                    }[];
                    formVersion?: string;
                    isActive?: boolean;
                    /** Format: uri */
                    mcaUrl?: string;
                    metadata?: {
                        description?: string;
                        requiredDocuments?: string[];
                    } & {
                        [key: string]: unknown;
                    };
                    /** Format: uuid */
                    tenantId?: string;
                    validationRules?: {
                        [key: string]: {
                            message?: string;
                            pattern: string;
                        };
                    };
                    version?: number;
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
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        };
                        message: string;
                        version: number;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentData: {
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        };
                        currentVersion: number;
                        /** @enum {string} */
                        error: "version_conflict";
                        message: string;
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
    toggleMcaFormMappingActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                formType: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            fieldMappings: {
                                label?: string;
                                profilePath: string;
                                required?: boolean;
                                selectors: string[];
                                transform?: {
                                    format?: string;
                                    /** @enum {unknown} */
                                    type: "date" | "uppercase" | "lowercase";
                                };
                            }[];
                            formType: string;
                            formVersion: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            mcaUrl: string;
                            metadata: {
                                description?: string;
                                requiredDocuments?: string[];
                            } & {
                                [key: string]: unknown;
                            };
                            /** Format: uuid */
                            tenantId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: {
                                    message?: string;
                                    pattern: string;
                                };
                            };
                            version: number;
                        };
                        message: string;
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
    getMcaWorkflowRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                workflowId: string;
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
                        /** Format: uuid */
                        contextId: string;
                        data: {
                            /** Format: uuid */
                            contextId: string;
                            formType: string;
                            mcaUrl: string;
                            message: string;
                            /** @enum {boolean} */
                            ready: true;
                        };
                        formType: string;
                        mcaUrl: string;
                        message: string;
                        /** @enum {boolean} */
                        ready: true;
                    } | {
                        data: {
                            formType: string;
                            message: string;
                            missingFields: string[];
                            /** @enum {boolean} */
                            ready: false;
                            requiredDocuments: string[];
                        };
                        formType: string;
                        message: string;
                        missingFields: string[];
                        /** @enum {boolean} */
                        ready: false;
                        requiredDocuments: string[];
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
    getMe: {
        parameters: {
            query: {
                email: string;
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
                            email: string;
                            entity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            id: string;
                            name: string;
                            role: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                permissions: {
                                    [key: string]: unknown;
                                };
                            };
                            tenant: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                subscriptionPlan: string;
                            } | null;
                        };
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
                            entityTypes: {
                                label: string;
                                value: string;
                            }[];
                            plans: {
                                currency: string;
                                features: string[];
                                id: string;
                                limits: {
                                    entities: number;
                                    users: number;
                                    workflows: number;
                                };
                                monthlyPrice: number;
                                name: string;
                            }[];
                        };
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
    listReminders: {
        parameters: {
            query?: {
                entityId?: string;
                instanceId?: string;
                /** @description at most this many sent and this many scheduled reminders */
                limit?: number;
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
                            /** @description the soonest first */
                            scheduled: {
                                /** @description the lead time: days before dueDate (the template’s reminderDaysBefore) */
                                daysBefore: number;
                                /**
                                 * Format: date
                                 * @description the deadline the reminder is about
                                 */
                                dueDate: string;
                                /** Format: uuid */
                                entityId: string;
                                entityName: string;
                                /** Format: uuid */
                                instanceId: string;
                                /** @description the tenant’s administrators now; it goes to those of the day it is sent */
                                recipients: string[];
                                /**
                                 * Format: date
                                 * @description the day (UTC) it goes out: dueDate minus daysBefore
                                 */
                                sendOn: string;
                                /** Format: uuid */
                                templateId: string;
                                workflowName: string;
                            }[];
                            /** @description the latest first */
                            sent: {
                                /** @description the lead time: days before dueDate (the template’s reminderDaysBefore) */
                                daysBefore: number;
                                /**
                                 * Format: date
                                 * @description the deadline the reminder is about
                                 */
                                dueDate: string;
                                /** Format: uuid */
                                entityId: string;
                                entityName: string;
                                /** Format: uuid */
                                instanceId: string;
                                /** @description the administrators it was mailed to; null when sent before recipients were recorded */
                                recipients: string[] | null;
                                /** Format: date-time */
                                sentAt: string;
                                subject: string | null;
                                /** Format: uuid */
                                templateId: string;
                                workflowName: string;
                            }[];
                        };
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
    listTenants: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                /** @description sort=<field>:<asc|desc>, several comma-separated */
                sort?: string;
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
                            contactEmail: string | null;
                            contactPhone: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            gstin: string | null;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pan: string | null;
                            registrationNumber: string | null;
                            subscriptionPlan: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
                    /** Format: email */
                    contactEmail?: string;
                    contactPhone?: string;
                    entityType: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF";
                    /** @description GSTIN, 15 characters, upper case */
                    gstin?: string;
                    name: string;
                    /** @description PAN, 10 characters, upper case */
                    pan?: string;
                    registrationNumber?: string;
                    subscriptionPlan?: "FREE" | "STARTER" | "PROFESSIONAL" | "ENTERPRISE";
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
                            contactEmail: string | null;
                            contactPhone: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            entityType: string;
                            gstin: string | null;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            pan: string | null;
                            registrationNumber: string | null;
                            subscriptionPlan: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
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
    getTenantCurrentUsage: {
        parameters: {
            query?: {
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
                            plan: {
                                currency: string;
                                features: string[];
                                id: string;
                                limits: {
                                    entities: number;
                                    users: number;
                                    workflows: number;
                                };
                                monthlyPrice: number;
                                name: string;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            usage: {
                                entities: {
                                    /** @description what its plan allows */
                                    limit: number;
                                    /** @description what may still be created (0 at or over the limit) */
                                    remaining: number;
                                    /** @description what the tenant has now, counted as a creation counts it */
                                    used: number;
                                };
                                users: {
                                    /** @description what its plan allows */
                                    limit: number;
                                    /** @description what may still be created (0 at or over the limit) */
                                    remaining: number;
                                    /** @description what the tenant has now, counted as a creation counts it */
                                    used: number;
                                };
                                workflows: {
                                    /** @description what its plan allows */
                                    limit: number;
                                    /** @description what may still be created (0 at or over the limit) */
                                    remaining: number;
                                    /** @description what the tenant has now, counted as a creation counts it */
                                    used: number;
                                };
                            };
                        };
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
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    entityType: "SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF";
                    /** @description GSTIN, 15 characters, upper case */
                    gstin?: string;
                    organizationName: string;
                    /** @description PAN, 10 characters, upper case */
                    pan?: string;
                    password: string;
                    phone?: string;
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
                                contactEmail: string | null;
                                contactPhone: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                entityType: string;
                                gstin: string | null;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                pan: string | null;
                                registrationNumber: string | null;
                                subscriptionPlan: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            user: {
                                email: string;
                                id: string;
                            };
                        };
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
    listUsers: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
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
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @description on the answer to POST /users only: true when an invitation was mailed */
                            invited?: boolean;
                            name: string;
                            role: string;
                            /** Format: uuid */
                            tenantId: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createUser: {
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
                    /** @description the user can sign in with it at once; without one the user is mailed an invitation whose link lets them choose their password */
                    password?: string;
                    role?: "admin" | "user";
                    /** Format: uuid */
                    tenantId?: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @description on the answer to POST /users only: true when an invitation was mailed */
                            invited?: boolean;
                            name: string;
                            role: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
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
    deleteUser: {
        parameters: {
            query?: {
                tenantId?: string;
            };
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
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @description on the answer to POST /users only: true when an invitation was mailed */
                            invited?: boolean;
                            name: string;
                            role: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
                        message: string;
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
    updateUser: {
        parameters: {
            query?: {
                tenantId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: "admin" | "user";
                    /** Format: uuid */
                    tenantId?: string;
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
                            /** Format: date-time */
                            createdAt: string;
                            email: string;
                            id: string;
                            /** @description on the answer to POST /users only: true when an invitation was mailed */
                            invited?: boolean;
                            name: string;
                            role: string;
                            /** Format: uuid */
                            tenantId: string;
                        };
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
    receiveErpWebhook: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
                "x-erp-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    entityId: string;
                    /** @enum {unknown} */
                    metricType: "Turnover" | "Paid-up Capital" | "Net Worth" | "Borrowings";
                    /** @description at most two decimals */
                    metricValue: number;
                    /** @description e.g. FY 2024-25 or Q2 2025-26 */
                    period?: string;
                    /** Format: uuid */
                    tenantId: string;
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
                        message: string;
                        /** @enum {boolean} */
                        queued: true;
                        /** Format: uuid */
                        referenceId: string;
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
    listWorkflowInstances: {
        parameters: {
            query?: {
                /** @description instances due on or after this day (YYYY-MM-DD); none without a dueDate */
                dueFrom?: string;
                /** @description instances due on or before this day (YYYY-MM-DD); none without a dueDate */
                dueTo?: string;
                entityId?: string;
                /** @description rows per page */
                limit?: number;
                /** @description true: not completed and due before today (UTC); false: every other instance */
                overdue?: boolean;
                /** @description page number, from 1 */
                page?: number;
                /** @description sort=<field>:<asc|desc>, several comma-separated */
                sort?: string;
                status?: "DRAFT" | "IN_PROGRESS" | "COMPLETED";
                templateId?: string;
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
                            certificateUrl: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currentData: {
                                phases: {
                                    name: string;
                                    order: number;
                                    tasks: {
                                        advisory?: string;
                                        /** @description the advisory filled from the entity profile, HTML-escaped (instance detail only) */
                                        advisoryRendered?: string;
                                        completed: boolean;
                                        /** Format: date-time */
                                        completedAt: string | null;
                                        completedBy: string | null;
                                        daysBeforeDeadline?: number;
                                        mandatory: boolean;
                                        name: string;
                                        /** @description `p<phase order>_t<position>` */
                                        taskId: string;
                                    }[];
                                }[];
                            };
                            customLabel: string | null;
                            /** Format: date */
                            dueDate: string | null;
                            /** Format: uuid */
                            entityId: string;
                            /** @description the name of the instance’s entity */
                            entityName: string;
                            financialYear: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @description not completed and dueDate before today (UTC); false without a dueDate */
                            overdue: boolean;
                            status: "DRAFT" | "IN_PROGRESS" | "COMPLETED";
                            /** Format: uuid */
                            templateId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            triggeredBy: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description the workflowName of the instance’s template */
                            workflowName: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createWorkflowInstance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customLabel?: string;
                    /** Format: uuid */
                    entityId: string;
                    financialYear?: string;
                    /** Format: uuid */
                    templateId: string;
                    /** Format: uuid */
                    tenantId?: string;
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
                            certificateUrl: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currentData: {
                                phases: {
                                    name: string;
                                    order: number;
                                    tasks: {
                                        advisory?: string;
                                        /** @description the advisory filled from the entity profile, HTML-escaped (instance detail only) */
                                        advisoryRendered?: string;
                                        completed: boolean;
                                        /** Format: date-time */
                                        completedAt: string | null;
                                        completedBy: string | null;
                                        daysBeforeDeadline?: number;
                                        mandatory: boolean;
                                        name: string;
                                        /** @description `p<phase order>_t<position>` */
                                        taskId: string;
                                    }[];
                                }[];
                            };
                            customLabel: string | null;
                            /** Format: date */
                            dueDate: string | null;
                            /** Format: uuid */
                            entityId: string;
                            financialYear: string | null;
                            /** Format: uuid */
                            id: string;
                            status: "DRAFT" | "IN_PROGRESS" | "COMPLETED";
                            /** Format: uuid */
                            templateId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            triggeredBy: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        };
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
    getWorkflowInstance: {
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
                            certificateUrl: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currentData: {
                                phases: {
                                    name: string;
                                    order: number;
                                    tasks: {
                                        advisory?: string;
                                        /** @description the advisory filled from the entity profile, HTML-escaped (instance detail only) */
                                        advisoryRendered?: string;
                                        completed: boolean;
                                        /** Format: date-time */
                                        completedAt: string | null;
                                        completedBy: string | null;
                                        daysBeforeDeadline?: number;
                                        mandatory: boolean;
                                        name: string;
                                        /** @description `p<phase order>_t<position>` */
                                        taskId: string;
                                    }[];
                                }[];
                            };
                            customLabel: string | null;
                            /** Format: date */
                            dueDate: string | null;
                            entity: {
                                /** Format: date-time */
                                createdAt: string;
                                entityType: string;
                                /** Format: uuid */
                                id: string;
                                isListed: boolean;
                                name: string;
                                profileData: {
                                    [key: string]: unknown;
                                };
                                /** Format: uuid */
                                tenantId: string;
                                /** Format: date-time */
                                updatedAt: string;
                                version: number;
                            };
                            /** Format: uuid */
                            entityId: string;
                            financialYear: string | null;
                            /** Format: uuid */
                            id: string;
                            status: "DRAFT" | "IN_PROGRESS" | "COMPLETED";
                            template: {
                                advisoryPrompts: {
                                    [key: string]: unknown;
                                };
                                applicabilityRules: {
                                    description?: string;
                                    entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                    excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                    listingRequired?: boolean;
                                };
                                completionCriteria: {
                                    [key: string]: unknown;
                                };
                                country: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: uuid */
                                id: string;
                                isActive: boolean;
                                isAdhoc: boolean;
                                isArchived: boolean;
                                legalReference: string | null;
                                phases: {
                                    name: string;
                                    order: number;
                                    tasks: {
                                        advisory?: string;
                                        daysBeforeDeadline?: number;
                                        mandatory: boolean;
                                        name: string;
                                    }[];
                                }[];
                                /** Format: uuid */
                                tenantId: string | null;
                                timelineLogic: {
                                    completionEvent?: string;
                                    /** @description `MM-DD` or `YYYY-MM-DD` */
                                    deadlineDate?: string;
                                    deadlineDays?: number;
                                    deadlineDaysAfterTrigger?: number;
                                    frequency?: "quarterly" | "monthly" | "annual";
                                    maxGapDays?: number;
                                    penaltyDescription?: string;
                                    q4DeadlineDays?: number;
                                    reminderDaysBefore?: number[];
                                    /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                    triggerDate?: string;
                                    triggerEvent?: string;
                                };
                                /** Format: date-time */
                                updatedAt: string;
                                validationRules: {
                                    [key: string]: unknown;
                                };
                                workflowName: string;
                            };
                            /** Format: uuid */
                            templateId: string;
                            tenant: {
                                contactEmail: string | null;
                                contactPhone: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                entityType: string;
                                gstin: string | null;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                pan: string | null;
                                registrationNumber: string | null;
                                subscriptionPlan: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            triggeredBy: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        };
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
    generateWorkflowInstancePdf: {
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
                            certificateUrl: string;
                        };
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
    updateWorkflowInstanceTasks: {
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
                    completed: boolean;
                    taskId: string;
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
                            certificateUrl: string | null;
                            /** Format: date-time */
                            completedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            currentData: {
                                phases: {
                                    name: string;
                                    order: number;
                                    tasks: {
                                        advisory?: string;
                                        /** @description the advisory filled from the entity profile, HTML-escaped (instance detail only) */
                                        advisoryRendered?: string;
                                        completed: boolean;
                                        /** Format: date-time */
                                        completedAt: string | null;
                                        completedBy: string | null;
                                        daysBeforeDeadline?: number;
                                        mandatory: boolean;
                                        name: string;
                                        /** @description `p<phase order>_t<position>` */
                                        taskId: string;
                                    }[];
                                }[];
                            };
                            customLabel: string | null;
                            /** Format: date */
                            dueDate: string | null;
                            /** Format: uuid */
                            entityId: string;
                            financialYear: string | null;
                            /** Format: uuid */
                            id: string;
                            status: "DRAFT" | "IN_PROGRESS" | "COMPLETED";
                            /** Format: uuid */
                            templateId: string;
                            /** Format: uuid */
                            tenantId: string;
                            /** Format: uuid */
                            triggeredBy: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        };
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
    listWorkflowTemplates: {
        parameters: {
            query?: {
                entityId?: string;
                includeArchived?: boolean;
                isActive?: boolean;
                isAdhoc?: boolean;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                /** @description sort=<field>:<asc|desc>, several comma-separated */
                sort?: string;
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
                            advisoryPrompts: {
                                [key: string]: unknown;
                            };
                            applicabilityRules: {
                                description?: string;
                                entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                listingRequired?: boolean;
                            };
                            completionCriteria: {
                                [key: string]: unknown;
                            };
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            isAdhoc: boolean;
                            isArchived: boolean;
                            legalReference: string | null;
                            phases: {
                                name: string;
                                order: number;
                                tasks: {
                                    advisory?: string;
                                    daysBeforeDeadline?: number;
                                    mandatory: boolean;
                                    name: string;
                                }[];
                            }[];
                            /** Format: uuid */
                            tenantId: string | null;
                            timelineLogic: {
                                completionEvent?: string;
                                /** @description `MM-DD` or `YYYY-MM-DD` */
                                deadlineDate?: string;
                                deadlineDays?: number;
                                deadlineDaysAfterTrigger?: number;
                                frequency?: "quarterly" | "monthly" | "annual";
                                maxGapDays?: number;
                                penaltyDescription?: string;
                                q4DeadlineDays?: number;
                                reminderDaysBefore?: number[];
                                /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                triggerDate?: string;
                                triggerEvent?: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: unknown;
                            };
                            workflowName: string;
                        }[];
                        pagination: {
                            limit: number;
                            page: number;
                            total: number;
                            totalPages: number;
                        };
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
    createWorkflowTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    advisoryPrompts?: {
                        professionalCertification?: string;
                        stampPaper?: string;
                    };
                    applicabilityRules?: {
                        description?: string;
                        entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                        excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                        listingRequired?: boolean;
                    };
                    completionCriteria?: {
                        allMandatoryTasksCompleted?: boolean;
                        filingConfirmation?: string[];
                    };
                    country?: string;
                    isActive?: boolean;
                    isAdhoc?: boolean;
                    legalReference?: string;
                    phases?: {
                        name: string;
                        order: number;
                        tasks: {
                            advisory?: string;
                            daysBeforeDeadline?: number;
                            mandatory: boolean;
                            name: string;
                        }[];
                    }[];
                    /** Format: uuid */
                    tenantId?: string | null;
                    timelineLogic?: {
                        completionEvent?: string;
                        /** @description `MM-DD` or `YYYY-MM-DD` */
                        deadlineDate?: string;
                        deadlineDays?: number;
                        deadlineDaysAfterTrigger?: number;
                        frequency?: "quarterly" | "monthly" | "annual";
                        maxGapDays?: number;
                        penaltyDescription?: string;
                        q4DeadlineDays?: number;
                        reminderDaysBefore?: number[];
                        /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                        triggerDate?: string;
                        triggerEvent?: string;
                    };
                    validationRules?: {
                        interestedDirectorAbstains?: boolean;
                        maxGapDays?: number;
                        requiresAuditedFinancials?: boolean;
                        requiresAuditorCertificate?: boolean;
                        requiresAuditorReview?: boolean;
                        requiresBoardApproval?: boolean;
                        requiresComplianceOfficerCertification?: boolean;
                        requiresDSC?: boolean;
                        requiresQuorum?: boolean;
                    };
                    workflowName: string;
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
                            advisoryPrompts: {
                                [key: string]: unknown;
                            };
                            applicabilityRules: {
                                description?: string;
                                entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                listingRequired?: boolean;
                            };
                            completionCriteria: {
                                [key: string]: unknown;
                            };
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            isAdhoc: boolean;
                            isArchived: boolean;
                            legalReference: string | null;
                            phases: {
                                name: string;
                                order: number;
                                tasks: {
                                    advisory?: string;
                                    daysBeforeDeadline?: number;
                                    mandatory: boolean;
                                    name: string;
                                }[];
                            }[];
                            /** Format: uuid */
                            tenantId: string | null;
                            timelineLogic: {
                                completionEvent?: string;
                                /** @description `MM-DD` or `YYYY-MM-DD` */
                                deadlineDate?: string;
                                deadlineDays?: number;
                                deadlineDaysAfterTrigger?: number;
                                frequency?: "quarterly" | "monthly" | "annual";
                                maxGapDays?: number;
                                penaltyDescription?: string;
                                q4DeadlineDays?: number;
                                reminderDaysBefore?: number[];
                                /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                triggerDate?: string;
                                triggerEvent?: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: unknown;
                            };
                            workflowName: string;
                        };
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
    getWorkflowTemplate: {
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
                            advisoryPrompts: {
                                [key: string]: unknown;
                            };
                            applicabilityRules: {
                                description?: string;
                                entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                listingRequired?: boolean;
                            };
                            completionCriteria: {
                                [key: string]: unknown;
                            };
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            isAdhoc: boolean;
                            isArchived: boolean;
                            legalReference: string | null;
                            phases: {
                                name: string;
                                order: number;
                                tasks: {
                                    advisory?: string;
                                    daysBeforeDeadline?: number;
                                    mandatory: boolean;
                                    name: string;
                                }[];
                            }[];
                            /** Format: uuid */
                            tenantId: string | null;
                            timelineLogic: {
                                completionEvent?: string;
                                /** @description `MM-DD` or `YYYY-MM-DD` */
                                deadlineDate?: string;
                                deadlineDays?: number;
                                deadlineDaysAfterTrigger?: number;
                                frequency?: "quarterly" | "monthly" | "annual";
                                maxGapDays?: number;
                                penaltyDescription?: string;
                                q4DeadlineDays?: number;
                                reminderDaysBefore?: number[];
                                /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                triggerDate?: string;
                                triggerEvent?: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: unknown;
                            };
                            workflowName: string;
                        };
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
    updateWorkflowTemplate: {
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
                    advisoryPrompts?: {
                        professionalCertification?: string;
                        stampPaper?: string;
                    };
                    applicabilityRules?: {
                        description?: string;
                        entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                        excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                        listingRequired?: boolean;
                    };
                    completionCriteria?: {
                        allMandatoryTasksCompleted?: boolean;
                        filingConfirmation?: string[];
                    };
                    country?: string;
                    isActive?: boolean;
                    isAdhoc?: boolean;
                    legalReference?: string;
                    phases?: {
                        name: string;
                        order: number;
                        tasks: {
                            advisory?: string;
                            daysBeforeDeadline?: number;
                            mandatory: boolean;
                            name: string;
                        }[];
                    }[];
                    timelineLogic?: {
                        completionEvent?: string;
                        /** @description `MM-DD` or `YYYY-MM-DD` */
                        deadlineDate?: string;
                        deadlineDays?: number;
                        deadlineDaysAfterTrigger?: number;
                        frequency?: "quarterly" | "monthly" | "annual";
                        maxGapDays?: number;
                        penaltyDescription?: string;
                        q4DeadlineDays?: number;
                        reminderDaysBefore?: number[];
                        /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                        triggerDate?: string;
                        triggerEvent?: string;
                    };
                    validationRules?: {
                        interestedDirectorAbstains?: boolean;
                        maxGapDays?: number;
                        requiresAuditedFinancials?: boolean;
                        requiresAuditorCertificate?: boolean;
                        requiresAuditorReview?: boolean;
                        requiresBoardApproval?: boolean;
                        requiresComplianceOfficerCertification?: boolean;
                        requiresDSC?: boolean;
                        requiresQuorum?: boolean;
                    };
                    workflowName?: string;
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
                            advisoryPrompts: {
                                [key: string]: unknown;
                            };
                            applicabilityRules: {
                                description?: string;
                                entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                listingRequired?: boolean;
                            };
                            completionCriteria: {
                                [key: string]: unknown;
                            };
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            isAdhoc: boolean;
                            isArchived: boolean;
                            legalReference: string | null;
                            phases: {
                                name: string;
                                order: number;
                                tasks: {
                                    advisory?: string;
                                    daysBeforeDeadline?: number;
                                    mandatory: boolean;
                                    name: string;
                                }[];
                            }[];
                            /** Format: uuid */
                            tenantId: string | null;
                            timelineLogic: {
                                completionEvent?: string;
                                /** @description `MM-DD` or `YYYY-MM-DD` */
                                deadlineDate?: string;
                                deadlineDays?: number;
                                deadlineDaysAfterTrigger?: number;
                                frequency?: "quarterly" | "monthly" | "annual";
                                maxGapDays?: number;
                                penaltyDescription?: string;
                                q4DeadlineDays?: number;
                                reminderDaysBefore?: number[];
                                /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                triggerDate?: string;
                                triggerEvent?: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: unknown;
                            };
                            workflowName: string;
                        };
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
    deleteWorkflowTemplate: {
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
                            advisoryPrompts: {
                                [key: string]: unknown;
                            };
                            applicabilityRules: {
                                description?: string;
                                entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                listingRequired?: boolean;
                            };
                            completionCriteria: {
                                [key: string]: unknown;
                            };
                            country: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            isAdhoc: boolean;
                            isArchived: boolean;
                            legalReference: string | null;
                            phases: {
                                name: string;
                                order: number;
                                tasks: {
                                    advisory?: string;
                                    daysBeforeDeadline?: number;
                                    mandatory: boolean;
                                    name: string;
                                }[];
                            }[];
                            /** Format: uuid */
                            tenantId: string | null;
                            timelineLogic: {
                                completionEvent?: string;
                                /** @description `MM-DD` or `YYYY-MM-DD` */
                                deadlineDate?: string;
                                deadlineDays?: number;
                                deadlineDaysAfterTrigger?: number;
                                frequency?: "quarterly" | "monthly" | "annual";
                                maxGapDays?: number;
                                penaltyDescription?: string;
                                q4DeadlineDays?: number;
                                reminderDaysBefore?: number[];
                                /** @description `financial_year_end`, `MM-DD` or `YYYY-MM-DD` */
                                triggerDate?: string;
                                triggerEvent?: string;
                            };
                            /** Format: date-time */
                            updatedAt: string;
                            validationRules: {
                                [key: string]: unknown;
                            };
                            workflowName: string;
                        };
                        message: string;
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
    getWorkflowTemplateApplicability: {
        parameters: {
            query: {
                entityId: string;
                /** @description list archived templates too (never applicable: reason isArchived) */
                includeArchived?: boolean;
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
                            applicable: {
                                applicabilityRules: {
                                    description?: string;
                                    entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                    excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                    listingRequired?: boolean;
                                };
                                /** Format: uuid */
                                id: string;
                                isActive: boolean;
                                isAdhoc: boolean;
                                isArchived: boolean;
                                legalReference: string | null;
                                /** @description empty when the template applies */
                                reasons: {
                                    /** @description the value the entity has (the template’s own for isActive and isArchived) */
                                    actual: boolean | string;
                                    /** @description what the rule asks for: the entity types (in: one of them; notIn: none of them) or a value (equals) */
                                    expected: boolean | string[];
                                    /** @description what is compared: the entity’s entityType or isListed, or the template’s own isActive or isArchived */
                                    field: "entityType" | "isListed" | "isActive" | "isArchived";
                                    /** @description the reason in words */
                                    message: string;
                                    operator: "in" | "notIn" | "equals";
                                    /** @description the part of the template that excludes the entity */
                                    rule: "isActive" | "isArchived" | "applicabilityRules.entityTypes" | "applicabilityRules.excludes" | "applicabilityRules.listingRequired";
                                }[];
                                /** Format: uuid */
                                tenantId: string | null;
                                workflowName: string;
                            }[];
                            entity: {
                                entityType: string;
                                /** Format: uuid */
                                id: string;
                                isListed: boolean;
                                name: string;
                            };
                            /** @description each with the rules that exclude the entity */
                            notApplicable: {
                                applicabilityRules: {
                                    description?: string;
                                    entityTypes: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF" | "ALL")[];
                                    excludes?: ("SOLE_PROPRIETORSHIP" | "PARTNERSHIP" | "LLP" | "PRIVATE_LIMITED" | "PUBLIC_LIMITED" | "OPC" | "SECTION_8" | "TRUST" | "SOCIETY" | "HUF")[];
                                    listingRequired?: boolean;
                                };
                                /** Format: uuid */
                                id: string;
                                isActive: boolean;
                                isAdhoc: boolean;
                                isArchived: boolean;
                                legalReference: string | null;
                                /** @description empty when the template applies */
                                reasons: {
                                    /** @description the value the entity has (the template’s own for isActive and isArchived) */
                                    actual: boolean | string;
                                    /** @description what the rule asks for: the entity types (in: one of them; notIn: none of them) or a value (equals) */
                                    expected: boolean | string[];
                                    /** @description what is compared: the entity’s entityType or isListed, or the template’s own isActive or isArchived */
                                    field: "entityType" | "isListed" | "isActive" | "isArchived";
                                    /** @description the reason in words */
                                    message: string;
                                    operator: "in" | "notIn" | "equals";
                                    /** @description the part of the template that excludes the entity */
                                    rule: "isActive" | "isArchived" | "applicabilityRules.entityTypes" | "applicabilityRules.excludes" | "applicabilityRules.listingRequired";
                                }[];
                                /** Format: uuid */
                                tenantId: string | null;
                                workflowName: string;
                            }[];
                        };
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
