// Generated from docs/openapi/training.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
    "/api/v1/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Administrator writes, newest first (from and to are inclusive) */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proof-of-work challenge (ALTCHA v1) to solve before sending a public form */
        get: operations["getChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a contact message (bot challenge required); creates an enquiry with status new */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue: published, active courses (an administrator token sees every course)
         * @description Filters combine with AND. `search` is full-text (web-search syntax) over title and description, best match first. `status` and `is_published` narrow an administrator view.
         */
        get: operations["listCourses"];
        put?: never;
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One course by id or slug */
        get: operations["getCourse"];
        /** Replace a course: omitted taxonomy lists and schedule become empty */
        put: operations["updateCourse"];
        post?: never;
        /** Soft delete: status deleted, deleted_at set */
        delete: operations["deleteCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/{id}/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register interest in a published course (bot challenge required) */
        post: operations["createCourseInterest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/courses/bulk": {
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
        /** Publish, archive, re-activate or delete several courses at once (all or nothing) */
        patch: operations["updateCourseBulk"];
        trace?: never;
    };
    "/api/v1/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enquiries, newest first */
        get: operations["listEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/enquiries/{id}": {
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
        /** Move an enquiry: new → in_progress → resolved → closed; new → closed */
        patch: operations["updateEnquiry"];
        trace?: never;
    };
    "/api/v1/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enrollments, newest first */
        get: operations["listEnrollments"];
        put?: never;
        /** Enroll a learner (pending); from an interest, which must be contacted and becomes converted */
        post: operations["createEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/enrollments/{id}": {
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
        /** Move an enrollment: pending → confirmed → completed (issues the certificate); pending | confirmed → cancelled */
        patch: operations["updateEnrollment"];
        trace?: never;
    };
    "/api/v1/interests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interests, newest first */
        get: operations["listInterests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/interests/{id}": {
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
        /** Move an interest: new → contacted | closed, contacted → closed (converted: create an enrollment) */
        patch: operations["updateInterest"];
        trace?: never;
    };
    "/api/v1/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard counts and the latest interests */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxonomies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every taxonomy item, grouped */
        get: operations["listTaxonomies"];
        put?: never;
        post: operations["createTaxonomy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/taxonomies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename an item (name and slug); its type cannot change */
        put: operations["updateTaxonomy"];
        post?: never;
        /** Delete an item; 409 while courses or schedule entries use it */
        delete: operations["deleteTaxonomy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/training-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training plan requests, newest first */
        get: operations["getTrainingPlan"];
        put?: never;
        /** Request a training plan for an organisation (bot challenge required) */
        post: operations["createTrainingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a certificate by its number (404 when unknown) */
        get: operations["verify"];
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
            correlationId: string;
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
    listAuditLogs: {
        parameters: {
            query?: {
                action?: string;
                entity_type?: string;
                from?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                to?: string;
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
                            /** @description e.g. course.create, enrollment.status */
                            action: string;
                            actor: {
                                email: string;
                                id: string;
                            };
                            /** @description the record after the write */
                            after: unknown;
                            /** @description the record before the write; null for a creation */
                            before: unknown;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            entity_id: string | null;
                            entity_type: string;
                            /** Format: uuid */
                            id: string;
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
    getChallenge: {
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
                        /** @enum {string} */
                        algorithm: "SHA-256";
                        /** @description sha256hex(salt + number) */
                        challenge: string;
                        maxnumber: number;
                        /** @description <random>?expires=<unix seconds>&sig=<hmac>: signed by the service, refused when altered */
                        salt: string;
                        /** @description hmacSha256hex(secret, challenge) */
                        signature: string;
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
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bot-challenge token: base64 ALTCHA payload, or a Turnstile response */
                    challengeToken: string;
                    /** Format: email */
                    email: string;
                    message: string;
                    name: string;
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
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string;
                            name: string;
                            status: "new" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    listCourses: {
        parameters: {
            query?: {
                association?: string;
                category?: string;
                city?: string;
                delivery_mode?: string;
                is_published?: boolean;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                /** @description web-search syntax */
                search?: string;
                status?: "active" | "archived" | "deleted";
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
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
    createCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    association_ids?: string[];
                    /** @default [] */
                    category_ids?: string[];
                    /** @default [] */
                    city_ids?: string[];
                    delivery_mode?: string | null;
                    description?: string;
                    duration_days: number;
                    /** @default false */
                    is_published?: boolean;
                    schedule?: {
                        /** Format: uuid */
                        city_id?: string | null;
                        /**
                         * Format: date
                         * @description default: start + duration - 1 day
                         */
                        end_date?: string;
                        seats: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                    }[];
                    slug: string;
                    status?: "active" | "archived" | "deleted";
                    title: string;
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
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
    getCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id or slug */
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
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
    updateCourse: {
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
                    /** @default [] */
                    association_ids?: string[];
                    /** @default [] */
                    category_ids?: string[];
                    /** @default [] */
                    city_ids?: string[];
                    delivery_mode?: string | null;
                    description?: string;
                    duration_days: number;
                    /** @default false */
                    is_published?: boolean;
                    schedule?: {
                        /** Format: uuid */
                        city_id?: string | null;
                        /**
                         * Format: date
                         * @description default: start + duration - 1 day
                         */
                        end_date?: string;
                        seats: number;
                        /**
                         * Format: date
                         * @description YYYY-MM-DD
                         */
                        start_date: string;
                    }[];
                    slug: string;
                    status?: "active" | "archived" | "deleted";
                    title: string;
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
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
    deleteCourse: {
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
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
    createCourseInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description id or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bot-challenge token: base64 ALTCHA payload, or a Turnstile response */
                    challengeToken: string;
                    /** Format: email */
                    email: string;
                    name: string;
                    organisation?: string;
                    /** @description digits, spaces, + - ( ) */
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
                            /** Format: uuid */
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            organisation: string | null;
                            phone: string | null;
                            status: "new" | "contacted" | "converted" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    updateCourseBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    updates: {
                        is_published?: boolean;
                        status?: "active" | "archived" | "deleted";
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            deleted_at: string | null;
                            /** @description slug of a delivery_mode item */
                            delivery_mode: string | null;
                            description: string;
                            duration_days: number;
                            /** Format: uuid */
                            id: string;
                            is_published: boolean;
                            schedule: {
                                city: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    slug: string;
                                } | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                end_date: string;
                                /** Format: uuid */
                                id: string;
                                seats: number;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                start_date: string;
                            }[];
                            slug: string;
                            status: "active" | "archived" | "deleted";
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        /** @description rows in this page */
                        results: number;
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
    listEnquiries: {
        parameters: {
            query?: {
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                status?: "new" | "in_progress" | "resolved" | "closed";
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
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string;
                            name: string;
                            status: "new" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    updateEnquiry: {
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
                    status: "new" | "in_progress" | "resolved" | "closed";
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
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            message: string;
                            name: string;
                            status: "new" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    listEnrollments: {
        parameters: {
            query?: {
                course_id?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                status?: "pending" | "confirmed" | "completed" | "cancelled";
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
                            certificate_number: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            completion_date: string | null;
                            /** Format: uuid */
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            interest_id: string | null;
                            learner_email: string;
                            learner_name: string;
                            organisation: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            scheduled_date: string | null;
                            status: "pending" | "confirmed" | "completed" | "cancelled";
                            /** Format: date-time */
                            updated_at: string;
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
    createEnrollment: {
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
                    course_id: string;
                    /** Format: uuid */
                    interest_id?: string;
                    /** Format: email */
                    learner_email: string;
                    learner_name: string;
                    organisation?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    scheduled_date?: string;
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
                            certificate_number: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            completion_date: string | null;
                            /** Format: uuid */
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            interest_id: string | null;
                            learner_email: string;
                            learner_name: string;
                            organisation: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            scheduled_date: string | null;
                            status: "pending" | "confirmed" | "completed" | "cancelled";
                            /** Format: date-time */
                            updated_at: string;
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
    updateEnrollment: {
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
                    status: "pending" | "confirmed" | "completed" | "cancelled";
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
                            certificate_number: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            completion_date: string | null;
                            /** Format: uuid */
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            interest_id: string | null;
                            learner_email: string;
                            learner_name: string;
                            organisation: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            scheduled_date: string | null;
                            status: "pending" | "confirmed" | "completed" | "cancelled";
                            /** Format: date-time */
                            updated_at: string;
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
    listInterests: {
        parameters: {
            query?: {
                course_id?: string;
                /** @description rows per page */
                limit?: number;
                /** @description page number, from 1 */
                page?: number;
                status?: "new" | "contacted" | "converted" | "closed";
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
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            organisation: string | null;
                            phone: string | null;
                            status: "new" | "contacted" | "converted" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    updateInterest: {
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
                    status: "new" | "contacted" | "converted" | "closed";
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
                            course_id: string;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            name: string;
                            organisation: string | null;
                            phone: string | null;
                            status: "new" | "contacted" | "converted" | "closed";
                            /** Format: date-time */
                            updated_at: string;
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
    getMetrics: {
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
                            /** @description courses in the public catalogue */
                            published_courses: number;
                            recent_interests: ({
                                /** Format: uuid */
                                course_id: string;
                                /** Format: date-time */
                                created_at: string;
                                email: string;
                                /** Format: uuid */
                                id: string;
                                name: string;
                                organisation: string | null;
                                phone: string | null;
                                status: "new" | "contacted" | "converted" | "closed";
                                /** Format: date-time */
                                updated_at: string;
                            } & {
                                course_title: string;
                            })[];
                            /** @description courses not deleted */
                            total_courses: number;
                            total_enquiries: number;
                            total_enrollments: number;
                            total_interests: number;
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
    listTaxonomies: {
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
                            associations: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            categories: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            cities: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                slug: string;
                            }[];
                            delivery_modes: {
                                /** Format: uuid */
                                id: string;
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
    createTaxonomy: {
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
                    slug: string;
                    type: "category" | "city" | "association" | "delivery_mode";
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
                            id: string;
                            name: string;
                            slug: string;
                            type: "category" | "city" | "association" | "delivery_mode";
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
    updateTaxonomy: {
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
                    name: string;
                    slug: string;
                    type?: "category" | "city" | "association" | "delivery_mode";
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
                            id: string;
                            name: string;
                            slug: string;
                            type: "category" | "city" | "association" | "delivery_mode";
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
    deleteTaxonomy: {
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
                            id: string;
                            name: string;
                            slug: string;
                            type: "category" | "city" | "association" | "delivery_mode";
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
    getTrainingPlan: {
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
                            contact_email: string;
                            contact_name: string;
                            contact_phone: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            organisation: string;
                            requirements: string;
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
    createTrainingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description bot-challenge token: base64 ALTCHA payload, or a Turnstile response */
                    challengeToken: string;
                    /** Format: email */
                    contact_email: string;
                    contact_name: string;
                    /** @description digits, spaces, + - ( ) */
                    contact_phone?: string;
                    organisation: string;
                    requirements: string;
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
                            contact_email: string;
                            contact_name: string;
                            contact_phone: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: uuid */
                            id: string;
                            organisation: string;
                            requirements: string;
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
    verify: {
        parameters: {
            query: {
                certificate_number: string;
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
                            certificate_number: string;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            completion_date: string;
                            course_title: string;
                            learner_name: string;
                            valid: boolean;
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
