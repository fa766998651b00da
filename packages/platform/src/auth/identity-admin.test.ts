import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../testing/ports.js';
import { type IdentityAdmin, identityAdmin } from './index.js';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

type Answer = (request: Received, response: ServerResponse) => void;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A stand-in identity provider: records each request and answers with whatever `answer` is now. */
async function serveProvider(state: { answer: Answer; received: Received[] }) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const received: Received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      state.received.push(received);
      state.answer(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}/auth/v1/` };
}

const newUser = {
  email: 'ada@example.test',
  password: 'a-long-password',
  tenantId: 't-1',
  role: 'admin',
  apps: ['compliance'],
} as const;

describe('identity admin client', () => {
  const state: { answer: Answer; received: Received[] } = { answer: () => {}, received: [] };
  let server: Server;
  let admin: IdentityAdmin;
  const answer = (fn: Answer) => {
    state.answer = fn;
    state.received = [];
  };

  beforeAll(async () => {
    const provider = await serveProvider(state);
    server = provider.server;
    admin = identityAdmin({ baseUrl: provider.baseUrl, serviceSecret: 'the-secret', timeoutMs: 500 });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a confirmed user with the tenant and role, authorised by the service secret', async () => {
    answer((_, res) => json(res, 200, { id: 'u-1', email: 'ada@example.test' }));
    expect(await admin.createUser({ ...newUser, name: 'Ada' })).toEqual({
      id: 'u-1',
      email: 'ada@example.test',
    });
    const [sent] = state.received;
    expect(sent).toMatchObject({ method: 'POST', url: '/auth/v1/admin/users' });
    expect(sent?.headers.authorization).toBe('Bearer the-secret');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      email: 'ada@example.test',
      password: 'a-long-password',
      email_confirm: true,
      user_metadata: { tenantId: 't-1', name: 'Ada' },
      app_metadata: { role: 'admin', apps: ['compliance'] },
    });
  });

  it('answers a taken address with 409 CONFLICT on the email field, in every form GoTrue gives it', async () => {
    for (const [status, body] of [
      [422, { error_code: 'email_exists', msg: 'taken' }],
      [400, { error: 'user_already_exists' }],
      [409, {}],
    ] as const) {
      answer((_, res) => json(res, status, body));
      await expect(admin.createUser(newUser)).rejects.toMatchObject({
        code: 'CONFLICT',
        details: { field: 'email' },
      });
    }
  });

  it("answers a refused password with 400 VALIDATION_ERROR carrying the provider's reason", async () => {
    answer((_, res) =>
      json(res, 422, { error_code: 'weak_password', msg: 'Password should be at least 8 characters' }),
    );
    await expect(admin.createUser(newUser)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The identity provider refused the user: Password should be at least 8 characters',
      details: { field: 'password' },
    });
  });

  it('is 503 SERVICE_UNAVAILABLE for an error page, a 2xx without a user, a timeout or no provider', async () => {
    answer((_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    await expect(admin.createUser(newUser)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider is unavailable: HTTP 502 no reason given',
    });

    answer((_, res) => json(res, 200, { ok: true }));
    await expect(admin.createUser(newUser)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    answer((_, res) => setTimeout(() => json(res, 200, { id: 'late' }), 1500));
    await expect(admin.createUser(newUser)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(state.received).toHaveLength(1);

    const nowhere = identityAdmin({
      baseUrl: `http://127.0.0.1:${await freePort()}/auth/v1`,
      serviceSecret: 's',
      timeoutMs: 500,
    });
    await expect(nowhere.deleteUser('u-1')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('merges app_metadata with PUT, and is 503 when the provider refuses', async () => {
    answer((_, res) => json(res, 200, { id: 'u 1' }));
    await admin.updateAppMetadata('u 1', { role: 'admin', pending: null });
    expect(state.received[0]).toMatchObject({
      method: 'PUT',
      url: '/auth/v1/admin/users/u%201',
      body: { app_metadata: { role: 'admin', pending: null } },
    });

    answer((_, res) => json(res, 500, { msg: 'boom' }));
    await expect(admin.updateAppMetadata('u-1', {})).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider is unavailable: updating app_metadata: HTTP 500 boom',
    });
  });

  it('grants a product by adding it to the products the user has, once', async () => {
    answer((request, res) =>
      request.method === 'GET'
        ? json(res, 200, { id: 'u-1', app_metadata: { role: 'admin', apps: ['portal'] } })
        : json(res, 200, { id: 'u-1' }),
    );
    expect(await admin.grantProduct('u-1', 'factory')).toBe(true);
    expect(state.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /auth/v1/admin/users/u-1',
      'PUT /auth/v1/admin/users/u-1',
    ]);
    expect(state.received[1]?.body).toEqual({ app_metadata: { apps: ['portal', 'factory'] } });

    answer((_, res) => json(res, 200, { id: 'u-1', app_metadata: { apps: ['factory'] } }));
    expect(await admin.grantProduct('u-1', 'factory')).toBe(true);
    expect(state.received).toHaveLength(1);

    answer((_, res) => json(res, 404, { msg: 'User not found' }));
    expect(await admin.grantProduct('u-gone', 'factory')).toBe(false);

    answer((_, res) => json(res, 500, {}));
    await expect(admin.grantProduct('u-1', 'factory')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('creates a user without a password unconfirmed, and invites it with a redirect', async () => {
    answer((_, res) => json(res, 200, { id: 'u-3', email: 'bea@example.test' }));
    const { password: _, ...withoutPassword } = newUser;
    await admin.createUser({ ...withoutPassword, email: 'bea@example.test' });
    expect(state.received[0]?.body).toEqual({
      email: 'bea@example.test',
      email_confirm: false,
      user_metadata: { tenantId: 't-1' },
      app_metadata: { role: 'admin', apps: ['compliance'] },
    });

    answer((_, res) => json(res, 200, { id: 'u-3', email: 'bea@example.test' }));
    expect(
      await admin.invite('bea@example.test', {
        redirectTo: 'https://app.example.test/auth/callback?next=/a',
      }),
    ).toEqual({ id: 'u-3', email: 'bea@example.test' });
    expect(state.received[0]).toMatchObject({
      method: 'POST',
      url: '/auth/v1/invite?redirect_to=https%3A%2F%2Fapp.example.test%2Fauth%2Fcallback%3Fnext%3D%2Fa',
      body: { email: 'bea@example.test' },
    });

    answer((_, res) => json(res, 422, { error_code: 'email_exists', msg: 'taken' }));
    await expect(admin.invite('bea@example.test')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(state.received[0]?.url).toBe('/auth/v1/invite');

    answer((_, res) => json(res, 503, { msg: 'Error sending invite email' }));
    await expect(admin.invite('bea@example.test')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider is unavailable: inviting: HTTP 503 Error sending invite email',
    });
  });

  it('sets the role alone, false for a user the provider does not have', async () => {
    answer((_, res) => json(res, 200, { id: 'u-1' }));
    expect(await admin.setRole('u-1', 'user')).toBe(true);
    expect(state.received[0]).toMatchObject({
      method: 'PUT',
      url: '/auth/v1/admin/users/u-1',
      body: { app_metadata: { role: 'user' } },
    });
    answer((_, res) => json(res, 404, { msg: 'User not found' }));
    expect(await admin.setRole('u-gone', 'admin')).toBe(false);
    answer((_, res) => json(res, 500, {}));
    await expect(admin.setRole('u-1', 'admin')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('revokes a product keeping the others, and says which are left', async () => {
    answer((request, res) =>
      request.method === 'GET'
        ? json(res, 200, { id: 'u-1', app_metadata: { apps: ['training', 'compliance'] } })
        : json(res, 200, { id: 'u-1' }),
    );
    expect(await admin.revokeProduct('u-1', 'compliance')).toEqual(['training']);
    expect(state.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /auth/v1/admin/users/u-1',
      'PUT /auth/v1/admin/users/u-1',
    ]);
    expect(state.received[1]?.body).toEqual({ app_metadata: { apps: ['training'] } });

    answer((_, res) => json(res, 200, { id: 'u-1', app_metadata: { apps: ['training'] } }));
    expect(await admin.revokeProduct('u-1', 'compliance')).toEqual(['training']);
    expect(state.received).toHaveLength(1);

    answer((_, res) => json(res, 404, { msg: 'User not found' }));
    expect(await admin.revokeProduct('u-gone', 'compliance')).toBeUndefined();

    answer((_, res) => json(res, 500, {}));
    await expect(admin.revokeProduct('u-1', 'compliance')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('finds only the user whose address is equal, in any case, with its user_metadata', async () => {
    answer((_, res) =>
      json(res, 200, {
        users: [
          { id: 'u-2', email: 'xada@example.test', user_metadata: { tenantId: 't-2' } },
          {
            id: 'u-1',
            email: 'Ada@Example.test',
            user_metadata: { tenantId: 't-1' },
            app_metadata: { apps: ['portal', 'elsewhere'] },
          },
        ],
      }),
    );
    expect(await admin.findUserByEmail('ada@example.test')).toEqual({
      id: 'u-1',
      email: 'Ada@Example.test',
      userMetadata: { tenantId: 't-1' },
      apps: ['portal'],
    });
    expect(state.received[0]?.url).toBe('/auth/v1/admin/users?filter=ada%40example.test&per_page=50');

    answer((_, res) => json(res, 200, { users: [{ id: 'u-2', email: 'xada@example.test' }] }));
    expect(await admin.findUserByEmail('ada@example.test')).toBeUndefined();

    answer((_, res) => json(res, 503, {}));
    await expect(admin.findUserByEmail('ada@example.test')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('deletes without a content type, succeeds when the user is already gone, and is 503 otherwise', async () => {
    answer((_, res) => json(res, 200, {}));
    await admin.deleteUser('u-1');
    expect(state.received[0]).toMatchObject({ method: 'DELETE', url: '/auth/v1/admin/users/u-1' });
    expect(state.received[0]?.headers['content-type']).toBeUndefined();

    answer((_, res) => json(res, 404, { msg: 'User not found' }));
    await admin.deleteUser('u-1');

    answer((_, res) => json(res, 500, {}));
    await expect(admin.deleteUser('u-1')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The identity provider is unavailable: deleting user: HTTP 500',
    });
  });
});
