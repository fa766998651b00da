/**
 * The typed clients against a stand-in service: the person's token and the visitor's address go
 * with each call, and a 401 to the person's token ends the session and goes to sign-in.
 */
import { isRedirect } from '@sveltejs/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceApi, factoryApi, required, trainingApi } from './api';
import { publicTrainingApi } from './public';
import { cookieJar, requestEvent, type StandIn, sendJson, standIn } from './testing/stand-in';

let service: StandIn;
const seen: { authorization?: string; forwardedFor?: string; cookie?: string }[] = [];
const calls: { method?: string; url?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  // biome-ignore lint/nursery/noMisusedPromises: standIn awaits its handler (a throw answers 500).
  service = await standIn(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    calls.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
    seen.push({
      authorization: req.headers.authorization,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      cookie: req.headers.cookie,
    });
    if (req.headers.authorization === 'Bearer revoked')
      return sendJson(res, 401, { error: 'Session ended', code: 'UNAUTHORIZED', correlationId: 'c' });
    if (req.url?.startsWith('/api/v1/entities'))
      return sendJson(res, 200, { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
    sendJson(res, 404, { status: 'error', message: 'No such course', correlationId: 't' });
  });
  for (const name of ['COMPLIANCE_URL', 'TRAINING_URL', 'FACTORY_URL']) process.env[name] = service.url;
});

afterAll(async () => {
  await service.close();
});

function signedIn(token: string) {
  const jar = cookieJar({ 'session-access': token, 'session-refresh': 'r', theme: 'dark' });
  const event = requestEvent(jar, '/compliance/entities?page=2');
  event.locals.accessToken = token;
  return { jar, event };
}

describe('typed clients', () => {
  it('send the method, the path with its query and the JSON body as the service defines them', async () => {
    const { event } = signedIn('live');
    await complianceApi(event).GET('/api/v1/entities', {
      params: { query: { search: 'Acme & Co', page: 2 } },
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/v1/entities?search=Acme%20%26%20Co&page=2',
      body: '',
    });
    expect(calls.at(-1)?.contentType).toBeUndefined();
    await factoryApi(event, {
      accessToken: 'factory-token',
      user: { id: 'u', name: 'u', email: '', role: 'admin', tenantId: 't' },
    }).POST('/api/v1/job', {
      body: { status: 'active', limit: 25, search: 'kurta' },
    });
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/job',
      contentType: 'application/json',
    });
    expect(JSON.parse(calls.at(-1)?.body ?? '')).toEqual({ status: 'active', limit: 25, search: 'kurta' });
    expect(seen.at(-1)?.authorization).toBe('Bearer factory-token');
  });

  it("send the person's token and the visitor's address, never this site's cookies", async () => {
    const { event } = signedIn('live');
    const { data } = await complianceApi(event).GET('/api/v1/entities');
    expect(data).toBeDefined();
    expect(seen.at(-1)).toEqual({
      authorization: 'Bearer live',
      forwardedFor: '203.0.113.7',
      cookie: undefined,
    });
  });

  it("send a public page's call with the visitor's address and without the person's token", async () => {
    const { event } = signedIn('live');
    await publicTrainingApi(event).GET('/api/v1/taxonomies');
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/taxonomies' });
    expect(seen.at(-1)).toEqual({ authorization: undefined, forwardedFor: '203.0.113.7', cookie: undefined });
  });

  it("end the session on a 401 to the person's token: cookies cleared, sign-in with the way back", async () => {
    const { jar, event } = signedIn('revoked');
    const thrown = await complianceApi(event)
      .GET('/api/v1/entities')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isRedirect(thrown) && thrown.location).toBe('/login?next=%2Fcompliance%2Fentities%3Fpage%3D2');
    expect(jar.get('session-access')).toBeUndefined();
    expect(jar.get('session-refresh')).toBeUndefined();
    expect(jar.get('theme')).toBe('dark');
    expect(event.locals.user).toBeNull();
  });

  it("end the factory's session, not identity's, on the factory's 401", async () => {
    const jar = cookieJar({
      'factory-access': 'revoked',
      'factory-refresh': 'r',
      'session-access': 'identity',
    });
    const event = requestEvent(jar, '/factory');
    const thrown = await factoryApi(event, {
      accessToken: 'revoked',
      user: { id: 'u', name: 'u', email: '', role: 'admin', tenantId: 't' },
    })
      .GET('/api/v1/worker')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isRedirect(thrown) && thrown.location).toBe('/factory/login?next=%2Ffactory');
    expect(jar.get('factory-refresh')).toBeUndefined();
    expect(jar.get('session-access')).toBe('identity');
  });

  it("leave a visitor's 401 and 404 to the page: required() answers the not-found page with the service's words", async () => {
    const visitor = { locals: { user: null, accessToken: null, theme: 'system' } as App.Locals };
    const result = await trainingApi(visitor).GET('/api/v1/courses/{id}', {
      params: { path: { id: 'nope' } },
    });
    let status = 0;
    let message = '';
    try {
      required(result);
    } catch (e) {
      ({ status } = e as { status: number });
      ({ message } = (e as { body: { message: string } }).body);
    }
    expect(status).toBe(404);
    expect(message).toBe('No such course');
  });
});
