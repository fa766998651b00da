import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@platform/kernel/config';
import { DomainError } from '@platform/kernel/errors';
import type { TestService } from '@platform/kernel/testing';
import { challengeVerifier } from '../src/challenge/provider.js';
import { turnstileVerifier } from '../src/challenge/turnstile.js';
import { trainingVars } from '../src/config.js';
import { API, countRows, startTraining } from './harness.js';

/** A stand-in for Cloudflare's siteverify: the response token picks the answer. */
interface Received {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

let server: Server;
let url: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      });
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      switch (form.get('response')) {
        case 'good':
          return answer(200, { success: true, 'error-codes': [] });
        case 'bad':
          return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
        case 'spent':
          return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
        case 'cloudflare-trouble':
          return answer(200, { success: false, 'error-codes': ['internal-error'] });
        case 'server-error':
          return answer(500, { oops: true });
        case 'garbage':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>');
        case 'slow':
          setTimeout(() => answer(200, { success: true }), 1500);
          return;
        default:
          return answer(400, {});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function outcome(token: string): Promise<string> {
  const verifier = turnstileVerifier({ secret: 'ts-secret', verifyUrl: url, timeoutMs: 300 });
  try {
    await verifier.verify(token, '203.0.113.7');
    return 'accepted';
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
}

describe('Turnstile adapter', () => {
  it('posts secret, response and remoteip as a form, and accepts success', async () => {
    expect(await outcome('good')).toBe('accepted');
    expect(received.at(-1)).toEqual({ secret: 'ts-secret', response: 'good', remoteip: '203.0.113.7' });
  });

  it('rejects the failure answers with FORBIDDEN', async () => {
    expect(await outcome('bad')).toBe('FORBIDDEN');
    expect(await outcome('spent')).toBe('FORBIDDEN');
  });

  it('answers SERVICE_UNAVAILABLE when Cloudflare cannot tell: internal error, HTTP error, garbage, timeout, unreachable', async () => {
    expect(await outcome('cloudflare-trouble')).toBe('SERVICE_UNAVAILABLE');
    expect(await outcome('server-error')).toBe('SERVICE_UNAVAILABLE');
    expect(await outcome('garbage')).toBe('SERVICE_UNAVAILABLE');
    const started = Date.now();
    expect(await outcome('slow')).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(1200);
    const nowhere = turnstileVerifier({ secret: 's', verifyUrl: 'http://127.0.0.1:1/', timeoutMs: 300 });
    await expect(nowhere.verify('good', '::1')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('the service with CHALLENGE_PROVIDER=turnstile', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTraining({
      CHALLENGE_PROVIDER: 'turnstile',
      TURNSTILE_SECRET: 'ts-secret',
      TURNSTILE_VERIFY_URL: url,
      TURNSTILE_TIMEOUT_MS: '300',
    });
  });
  afterAll(() => svc.close());

  const contact = (challengeToken: string) =>
    svc.app.inject({
      method: 'POST',
      url: `${API}/contact`,
      payload: { name: 'N', email: 'n@example.in', message: 'm', challengeToken },
    });

  it('stores on success (201); 403 on rejection and 503 on timeout store nothing', async () => {
    expect((await contact('good')).statusCode).toBe(201);
    const rejected = await contact('bad');
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().status).toBe('error');
    const slow = await contact('slow');
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toMatch(/timed out/);
    expect(await countRows(svc, 'enquiries')).toBe(1);
  });

  it('serves no embedded challenge', async () => {
    expect((await svc.app.inject({ method: 'GET', url: `${API}/challenge` })).statusCode).toBe(404);
  });

  it('refuses to start without TURNSTILE_SECRET', () => {
    const config = loadConfig(trainingVars, { env: { NODE_ENV: 'test', CHALLENGE_PROVIDER: 'turnstile' } });
    expect(() => challengeVerifier(config)).toThrow(/TURNSTILE_SECRET/);
  });
});
