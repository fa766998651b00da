import type { Db } from '@platform/kernel/db';
import { BEARER_SECURITY, Email, type HttpApp, IdParams, PAGE_BOUNDS, Type } from '@platform/kernel/http';
import type { FastifyRequest } from 'fastify';
import { type AdminCaller, authoriseAdmin, type CallerSettings } from '../auth/service.js';
import type { LinkSettings } from '../links/service.js';
import { RedirectQuery } from '../shared/schemas.js';
import { MIN_PASSWORD_LENGTH } from '../users/passwords.js';
import { metadataSchema, User } from '../users/schemas.js';
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  getUserAsAdmin,
  inviteUserAsAdmin,
  listUsersAsAdmin,
  updateUserAsAdmin,
} from './service.js';

const Password = Type.String({ maxLength: 1024, description: `at least ${MIN_PASSWORD_LENGTH} characters` });
const BanDuration = Type.String({
  description: 'Go duration from now (`24h`, `90m`), or `none` to lift a ban',
});

const CreateUserBody = Type.Object({
  email: Email,
  password: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: `at least ${MIN_PASSWORD_LENGTH} characters; without one the user signs in only after choosing one from a mailed link (an invitation, a recovery)`,
    }),
  ),
  email_confirm: Type.Optional(Type.Boolean({ description: 'record the address as confirmed' })),
  user_metadata: Type.Optional(metadataSchema('may carry tenantId and entityId')),
  app_metadata: Type.Optional(
    metadataSchema(
      'role: super_admin, admin or user (default user); apps: the products the person belongs to, among compliance, training, factory, portal',
    ),
  ),
  ban_duration: Type.Optional(BanDuration),
});

const UpdateUserBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  email_confirm: Type.Optional(Type.Boolean()),
  user_metadata: Type.Optional(
    metadataSchema('merged into the stored metadata; a null value removes the key'),
  ),
  app_metadata: Type.Optional(
    metadataSchema(
      'merged key by key into the stored app_metadata (a null value removes the key); apps, when given, replaces the stored list, so name every product the person keeps',
    ),
  ),
  ban_duration: Type.Optional(BanDuration),
});

const InviteBody = Type.Object({
  email: Email,
  data: Type.Optional(metadataSchema('user_metadata of a new user; may carry tenantId and entityId')),
});

const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_BOUNDS.maxPage, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 50 })),
  filter: Type.Optional(Type.String({ maxLength: 320, description: 'part of the e-mail address' })),
});

const UserList = Type.Object({ users: Type.Array(User), aud: Type.Literal('authenticated') });

export interface AdminRouteSettings extends CallerSettings, LinkSettings {
  readonly db: Db;
  readonly serviceSecret: string;
}

function dropEmptyParameters(query: unknown, names: readonly string[]): void {
  if (typeof query !== 'object' || query === null) return;
  const params = query as Record<string, unknown>;
  for (const name of names) if (params[name] === '') delete params[name];
}

/** GoTrue's pagination headers: `x-total-count`, and `link` with `next` and `last`. */
function paginationHeaders(page: number, perPage: number, total: number): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
  const links = page < lastPage ? [link(page + 1, 'next'), link(lastPage, 'last')] : [link(lastPage, 'last')];
  return { 'x-total-count': String(total), link: links.join(', ') };
}

export function adminRoutes(settings: AdminRouteSettings) {
  const admitted = new WeakMap<FastifyRequest, AdminCaller>();
  const adminOf = (request: FastifyRequest): AdminCaller => {
    const admin = admitted.get(request);
    if (!admin) throw new Error('admin route reached without its onRequest check');
    return admin;
  };
  return async (app: HttpApp) => {
    // Before the body is even parsed: strangers learn nothing about what the routes accept.
    app.addHook('onRequest', async (request) => {
      admitted.set(request, await authoriseAdmin(settings, request.headers.authorization));
    });

    const tags = ['admin'];
    const security = BEARER_SECURITY;

    app.post(
      '/admin/users',
      {
        schema: { tags, security, summary: 'Create a user', body: CreateUserBody, response: { 200: User } },
      },
      async (request) => createUserAsAdmin(adminOf(request), settings.db, request.body),
    );

    app.post(
      '/invite',
      {
        schema: {
          tags,
          security,
          summary:
            'Invite a person by mail: the link confirms the address and signs them in to choose their password',
          querystring: RedirectQuery,
          body: InviteBody,
          response: { 200: User },
        },
      },
      async (request) =>
        inviteUserAsAdmin(adminOf(request), settings, request.body, request.query.redirect_to),
    );

    app.get(
      '/admin/users',
      {
        schema: {
          tags,
          security,
          summary: 'List users, newest first',
          querystring: ListQuery,
          response: { 200: UserList },
        },
        // supabase-js sends `page=&per_page=` when none is given; GoTrue reads that as the defaults.
        preValidation: async (request) => dropEmptyParameters(request.query, ['page', 'per_page']),
      },
      async (request, reply) => {
        const page = request.query.page ?? 1;
        const perPage = request.query.per_page ?? 50;
        const listed = await listUsersAsAdmin(adminOf(request), settings.db, {
          page,
          perPage,
          ...(request.query.filter ? { emailContains: request.query.filter } : {}),
        });
        void reply.headers(paginationHeaders(page, perPage, listed.total));
        return { users: listed.users, aud: 'authenticated' as const };
      },
    );

    app.get(
      '/admin/users/:id',
      { schema: { tags, security, summary: 'One user', params: IdParams, response: { 200: User } } },
      async (request) => getUserAsAdmin(adminOf(request), settings.db, request.params.id),
    );

    app.put(
      '/admin/users/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Change a user; a new password or a ban ends their sessions',
          params: IdParams,
          body: UpdateUserBody,
          response: { 200: User },
        },
      },
      async (request) => updateUserAsAdmin(adminOf(request), settings.db, request.params.id, request.body),
    );

    app.delete(
      '/admin/users/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a user and their sessions',
          params: IdParams,
          response: { 200: Type.Object({}) },
        },
      },
      async (request) => {
        await deleteUserAsAdmin(adminOf(request), settings.db, request.params.id);
        return {};
      },
    );
  };
}
