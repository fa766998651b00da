// Generated from docs/openapi/workflow.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
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
