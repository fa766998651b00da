// Generated from docs/openapi/identity.json by `npm run api:types -w apps/web`; do not edit.
export interface paths {
    "/auth/v1/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify access tokens */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users, newest first */
        get: operations["listAdminUsers"];
        put?: never;
        /** Create a user */
        post: operations["createAdminUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user */
        get: operations["getAdminUser"];
        /** Change a user; a new password or a ban ends their sessions */
        put: operations["updateAdminUser"];
        post?: never;
        /** Delete a user and their sessions */
        delete: operations["deleteAdminUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a person by mail: the link confirms the address and signs them in to choose their password */
        post: operations["invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end sessions so that their refresh tokens stop working */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a single-use password recovery link */
        post: operations["recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the sign-up confirmation or e-mail-change link again */
        post: operations["resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in features are on */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with e-mail and password; answers with a session, or with the user alone when confirmation is on */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a password, or exchange a refresh token for a new session */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        /** Change your own metadata, password or e-mail address */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/v1/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow a mailed link: 303 to redirect_to with the session (or the error) in the fragment */
        get: operations["followVerifyLink"];
        put?: never;
        /** Exchange the token_hash of a mailed link for a session */
        post: operations["verify"];
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
            /** @description the HTTP status */
            code: number;
            /** @description the OAuth error or the error code, lower case */
            error: string;
            /** @description the error, as the client library raises it (weak_password, ...) */
            error_code?: string;
            error_description: string;
            msg: string;
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
    getJwks: {
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
                        keys: {
                            alg: string;
                            crv: string;
                            kid: string;
                            kty: string;
                            use: string;
                            x: string;
                            y: string;
                        }[];
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
    listAdminUsers: {
        parameters: {
            query?: {
                /** @description part of the e-mail address */
                filter?: string;
                page?: number;
                per_page?: number;
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
                        /** @enum {string} */
                        aud: "authenticated";
                        users: {
                            app_metadata: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            aud: "authenticated";
                            /** Format: date-time */
                            banned_until?: string;
                            /** Format: date-time */
                            confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: date-time */
                            email_change_sent_at?: string;
                            /** Format: date-time */
                            email_confirmed_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_anonymous: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** @description pending e-mail change, until its link is followed */
                            new_email?: string;
                            /** @enum {string} */
                            role: "authenticated";
                            /** Format: date-time */
                            updated_at: string;
                            user_metadata: {
                                [key: string]: unknown;
                            };
                        }[];
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
    createAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description role: super_admin, admin or user (default user); apps: the products the person belongs to, among compliance, training, factory, portal */
                    app_metadata?: {
                        [key: string]: unknown;
                    };
                    /** @description Go duration from now (`24h`, `90m`), or `none` to lift a ban */
                    ban_duration?: string;
                    /** Format: email */
                    email: string;
                    /** @description record the address as confirmed */
                    email_confirm?: boolean;
                    /** @description at least 8 characters; without one the user signs in only after choosing one from a mailed link (an invitation, a recovery) */
                    password?: string;
                    /** @description may carry tenantId and entityId */
                    user_metadata?: {
                        [key: string]: unknown;
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    getAdminUser: {
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    updateAdminUser: {
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
                    /** @description merged key by key into the stored app_metadata (a null value removes the key); apps, when given, replaces the stored list, so name every product the person keeps */
                    app_metadata?: {
                        [key: string]: unknown;
                    };
                    /** @description Go duration from now (`24h`, `90m`), or `none` to lift a ban */
                    ban_duration?: string;
                    /** Format: email */
                    email?: string;
                    email_confirm?: boolean;
                    /** @description at least 8 characters */
                    password?: string;
                    /** @description merged into the stored metadata; a null value removes the key */
                    user_metadata?: {
                        [key: string]: unknown;
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    deleteAdminUser: {
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
                    "application/json": Record<string, never>;
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
    invite: {
        parameters: {
            query?: {
                /** @description where the mailed link leads; SITE_URL unless allowed */
                redirect_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description user_metadata of a new user; may carry tenantId and entityId */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: email */
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    logout: {
        parameters: {
            query?: {
                /** @description global: every session of the user; local: this one; others: all but this one */
                scope?: "global" | "local" | "others";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    recover: {
        parameters: {
            query?: {
                /** @description where the mailed link leads; SITE_URL unless allowed */
                redirect_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description the same answer whether or not the address has an account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
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
    resend: {
        parameters: {
            query?: {
                /** @description where the mailed link leads; SITE_URL unless allowed */
                redirect_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description `signup` or `email_change` */
                    type: string;
                };
            };
        };
        responses: {
            /** @description the same answer whether or not the address has an account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
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
    getSettings: {
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
                        disable_signup: boolean;
                        external: {
                            anonymous_users: boolean;
                            apple: boolean;
                            azure: boolean;
                            bitbucket: boolean;
                            discord: boolean;
                            email: boolean;
                            facebook: boolean;
                            figma: boolean;
                            fly: boolean;
                            github: boolean;
                            gitlab: boolean;
                            google: boolean;
                            kakao: boolean;
                            keycloak: boolean;
                            linkedin: boolean;
                            linkedin_oidc: boolean;
                            notion: boolean;
                            phone: boolean;
                            slack: boolean;
                            slack_oidc: boolean;
                            snapchat: boolean;
                            spotify: boolean;
                            twitch: boolean;
                            twitter: boolean;
                            workos: boolean;
                            zoom: boolean;
                        };
                        mailer_autoconfirm: boolean;
                        passkeys_enabled: boolean;
                        phone_autoconfirm: boolean;
                        saml_enabled: boolean;
                        saml_private_key_next_configured: boolean;
                        sms_provider: string;
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
            query?: {
                /** @description where the mailed link leads; SITE_URL unless allowed */
                redirect_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description becomes user_metadata; tenantId and entityId are dropped (only the admin API sets them) */
                    data?: {
                        [key: string]: unknown;
                    };
                    /** Format: email */
                    email: string;
                    /** @description at least 8 characters */
                    password: string;
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
                        /** @description ES256 JWT */
                        access_token: string;
                        /** @description expiry of the access token, seconds since the epoch */
                        expires_at: number;
                        /** @description seconds the access token is valid for */
                        expires_in: number;
                        /** @description opaque, single use */
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        user: {
                            app_metadata: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            aud: "authenticated";
                            /** Format: date-time */
                            banned_until?: string;
                            /** Format: date-time */
                            confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: date-time */
                            email_change_sent_at?: string;
                            /** Format: date-time */
                            email_confirmed_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_anonymous: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** @description pending e-mail change, until its link is followed */
                            new_email?: string;
                            /** @enum {string} */
                            role: "authenticated";
                            /** Format: date-time */
                            updated_at: string;
                            user_metadata: {
                                [key: string]: unknown;
                            };
                        };
                    } | {
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    createToken: {
        parameters: {
            query: {
                /** @description `password` or `refresh_token` */
                grant_type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description grant_type=password */
                    email?: string;
                    /** @description grant_type=password */
                    password?: string;
                    /** @description grant_type=refresh_token */
                    refresh_token?: string;
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
                        /** @description ES256 JWT */
                        access_token: string;
                        /** @description expiry of the access token, seconds since the epoch */
                        expires_at: number;
                        /** @description seconds the access token is valid for */
                        expires_in: number;
                        /** @description opaque, single use */
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        user: {
                            app_metadata: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            aud: "authenticated";
                            /** Format: date-time */
                            banned_until?: string;
                            /** Format: date-time */
                            confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: date-time */
                            email_change_sent_at?: string;
                            /** Format: date-time */
                            email_confirmed_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_anonymous: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** @description pending e-mail change, until its link is followed */
                            new_email?: string;
                            /** @enum {string} */
                            role: "authenticated";
                            /** Format: date-time */
                            updated_at: string;
                            user_metadata: {
                                [key: string]: unknown;
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
    getUser: {
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    updateUser: {
        parameters: {
            query?: {
                /** @description where the mailed link leads; SITE_URL unless allowed */
                redirect_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description refused: only the admin API writes app_metadata */
                    app_metadata?: {
                        [key: string]: unknown;
                    };
                    /** @description merged into user_metadata; a null value removes the key; tenantId and entityId are ignored */
                    data?: {
                        [key: string]: unknown;
                    };
                    /**
                     * Format: email
                     * @description new address; applies once the mailed link is followed
                     */
                    email?: string;
                    /** @description at least 8 characters; ends the other sessions */
                    password?: string;
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
                        app_metadata: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        aud: "authenticated";
                        /** Format: date-time */
                        banned_until?: string;
                        /** Format: date-time */
                        confirmed_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        email: string;
                        /** Format: date-time */
                        email_change_sent_at?: string;
                        /** Format: date-time */
                        email_confirmed_at: string | null;
                        /** Format: uuid */
                        id: string;
                        is_anonymous: boolean;
                        /** Format: date-time */
                        last_sign_in_at: string | null;
                        /** @description pending e-mail change, until its link is followed */
                        new_email?: string;
                        /** @enum {string} */
                        role: "authenticated";
                        /** Format: date-time */
                        updated_at: string;
                        user_metadata: {
                            [key: string]: unknown;
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
    followVerifyLink: {
        parameters: {
            query: {
                redirect_to?: string;
                token: string;
                type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: redirect_to#access_token=… */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    /** @description not offered: links carry token_hash */
                    token?: string;
                    token_hash?: string;
                    /** @description `recovery`, `signup`, `email_change` or `email` */
                    type: string;
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
                        /** @description ES256 JWT */
                        access_token: string;
                        /** @description expiry of the access token, seconds since the epoch */
                        expires_at: number;
                        /** @description seconds the access token is valid for */
                        expires_in: number;
                        /** @description opaque, single use */
                        refresh_token: string;
                        /** @enum {string} */
                        token_type: "bearer";
                        user: {
                            app_metadata: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            aud: "authenticated";
                            /** Format: date-time */
                            banned_until?: string;
                            /** Format: date-time */
                            confirmed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            email: string;
                            /** Format: date-time */
                            email_change_sent_at?: string;
                            /** Format: date-time */
                            email_confirmed_at: string | null;
                            /** Format: uuid */
                            id: string;
                            is_anonymous: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** @description pending e-mail change, until its link is followed */
                            new_email?: string;
                            /** @enum {string} */
                            role: "authenticated";
                            /** Format: date-time */
                            updated_at: string;
                            user_metadata: {
                                [key: string]: unknown;
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
}
