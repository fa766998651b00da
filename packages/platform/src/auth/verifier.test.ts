import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTestIssuer, type TestIssuer } from './index.js';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

async function expectUnauthorized(verdict: Promise<unknown>): Promise<void> {
  await expect(verdict).rejects.toMatchObject({ name: 'DomainError', code: 'UNAUTHORIZED' });
}

describe('token verifier', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await createTestIssuer();
  });

  it('accepts a minted token and yields the caller', async () => {
    const token = await issuer.mint({
      sub: 'user-1',
      email: 'a@example.test',
      role: 'admin',
      tenantId: 'tenant-a',
      entityId: 'entity-a',
    });
    const caller = await issuer.verifier.verify(token);
    expect(caller).toMatchObject({
      userId: 'user-1',
      email: 'a@example.test',
      role: 'admin',
      tenantId: 'tenant-a',
      entityId: 'entity-a',
    });
    expect(caller.claims).toMatchObject({
      sub: 'user-1',
      role: 'authenticated',
      app_metadata: { role: 'admin' },
      user_metadata: { tenantId: 'tenant-a', entityId: 'entity-a' },
    });
    expect(caller.claims.exp).toBeGreaterThan(caller.claims.iat);
  });

  it('treats a token without app_metadata.role as an ordinary user', async () => {
    const token = await new SignJWT({ email: 'b@example.test', role: 'authenticated', user_metadata: {} })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('user-2')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(issuer.privateKey);
    const caller = await issuer.verifier.verify(token);
    expect(caller.role).toBe('user');
    expect(caller.tenantId).toBeUndefined();
  });

  it('treats an unknown role as an ordinary user', async () => {
    const token = await new SignJWT({ role: 'authenticated', app_metadata: { role: 'owner' } })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('user-3')
      .setExpirationTime('5m')
      .sign(issuer.privateKey);
    expect((await issuer.verifier.verify(token)).role).toBe('user');
  });

  it('rejects an expired token', async () => {
    const token = await issuer.mint({ expiresIn: -60 });
    await expect(issuer.verifier.verify(token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Token expired',
    });
  });

  it('rejects a token signed by another key', async () => {
    const stranger = await createTestIssuer();
    await expectUnauthorized(issuer.verifier.verify(await stranger.mint()));
  });

  it('rejects another key presenting a known key id', async () => {
    const stranger = await createTestIssuer();
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('user-4')
      .setExpirationTime('5m')
      .sign(stranger.privateKey);
    await expectUnauthorized(issuer.verifier.verify(token));
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await issuer.mint({ role: 'user' })).split('.');
    const forged = base64url(
      JSON.stringify({
        sub: 'user-5',
        role: 'authenticated',
        app_metadata: { role: 'super_admin' },
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    );
    await expectUnauthorized(issuer.verifier.verify(`${header}.${forged}.${signature}`));
  });

  it('rejects an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const publicJwk = issuer.jwks.keys[0];
    const header = base64url(JSON.stringify({ alg: 'HS256', kid: issuer.kid, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({ sub: 'user-6', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    const secret = JSON.stringify(publicJwk);
    const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    await expectUnauthorized(issuer.verifier.verify(`${header}.${payload}.${signature}`));
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const token = new UnsecuredJWT({ role: 'authenticated', app_metadata: { role: 'super_admin' } })
      .setSubject('user-7')
      .setExpirationTime('5m')
      .encode();
    await expectUnauthorized(issuer.verifier.verify(token));
  });

  it('rejects a token without a subject', async () => {
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setExpirationTime('5m')
      .sign(issuer.privateKey);
    await expectUnauthorized(issuer.verifier.verify(token));
  });

  it('rejects a token without an expiry', async () => {
    const token = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('user-8')
      .sign(issuer.privateKey);
    await expectUnauthorized(issuer.verifier.verify(token));
  });

  it('rejects a token that is not a user access token', async () => {
    const token = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'ES256', kid: issuer.kid })
      .setSubject('user-9')
      .setExpirationTime('5m')
      .sign(issuer.privateKey);
    await expectUnauthorized(issuer.verifier.verify(token));
  });

  it('rejects malformed input', async () => {
    await expectUnauthorized(issuer.verifier.verify('not-a-jwt'));
    await expectUnauthorized(issuer.verifier.verify('a.b.c'));
    await expectUnauthorized(issuer.verifier.verify(''));
  });
});
