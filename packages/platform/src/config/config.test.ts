import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  integer,
  loadConfig,
  platformVars,
  projectRoot,
  resolveDataDir,
  secret,
  superAdminPassword,
  url,
} from './index.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const spec = {
  ...platformVars,
  PORT: integer({ fallback: '4000', min: 1, max: 65535, doc: 'port' }),
  PEER_URL: url({ doc: 'a peer' }),
  API_KEY: secret({ doc: 'an API key' }),
};

describe('loadConfig', () => {
  it('applies fallbacks and parses values', () => {
    const config = loadConfig(spec, { env: { PORT: '4100' } });
    expect(config.PORT).toBe(4100);
    expect(config.DATA_DIR).toBe(resolve(REPO_ROOT, '.data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.API_KEY).toHaveLength(43);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig(spec, { env: { PORT: 'eighty', PEER_URL: 'not a url', LOG_LEVEL: 'loud' } });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT is not an integer/);
      expect(problems.join('\n')).toMatch(/PEER_URL is not a URL/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
    }
  });

  it('refuses a web URL on a port that fetch will not connect to, naming the variable', () => {
    for (const port of [6000, 6665, 6669, 10080]) {
      expect(() => loadConfig(spec, { env: { PEER_URL: `http://localhost:${port}/api` } })).toThrow(
        new RegExp(`PEER_URL uses port ${port}, which fetch refuses`),
      );
    }
    expect(() =>
      loadConfig(spec, {
        env: { IDENTITY_URL: 'https://auth.example.com:6666/auth/v1', PEER_URL: 'http://a:6667' },
      }),
    ).toThrow(/IDENTITY_URL uses port 6666[\s\S]*PEER_URL uses port 6667/);
    // Other ports, default ports, and URLs that fetch never opens are taken as given.
    const fine = loadConfig(spec, {
      env: {
        PEER_URL: 'http://localhost:6001',
        IDENTITY_URL: 'https://auth.example.com/auth/v1',
        REDIS_URL: 'redis://127.0.0.1:6000',
      },
    });
    expect(fine.PEER_URL).toBe('http://localhost:6001');
    expect(fine.REDIS_URL).toBe('redis://127.0.0.1:6000');
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig(spec, { env: { NODE_ENV: 'production' } })).toThrow(
      /SERVICE_SECRET is required[\s\S]*URL_SIGNING_SECRET is required[\s\S]*API_KEY is required/,
    );
  });

  it('rejects a short secret', () => {
    expect(() =>
      loadConfig(spec, {
        env: {
          NODE_ENV: 'production',
          SERVICE_SECRET: 'short',
          URL_SIGNING_SECRET: 'x'.repeat(32),
          API_KEY: 'y'.repeat(32),
        },
      }),
    ).toThrow(/SERVICE_SECRET must be at least 16 characters/);
  });

  it('leaves the super-admin password to be generated outside production, and checks a given one', () => {
    const admin = { ...platformVars, SUPER_ADMIN_PASSWORD: superAdminPassword(8) };
    expect(loadConfig(admin, { env: {} }).SUPER_ADMIN_PASSWORD).toBeUndefined();
    expect(loadConfig(admin, { env: { SUPER_ADMIN_PASSWORD: 'long-enough' } }).SUPER_ADMIN_PASSWORD).toBe(
      'long-enough',
    );
    expect(() => loadConfig(admin, { env: { SUPER_ADMIN_PASSWORD: 'short' } })).toThrow(
      /SUPER_ADMIN_PASSWORD must be at least 8 characters/,
    );
    expect(() =>
      loadConfig(admin, {
        env: { NODE_ENV: 'production', SERVICE_SECRET: 'x'.repeat(32), URL_SIGNING_SECRET: 'y'.repeat(32) },
      }),
    ).toThrow(/SUPER_ADMIN_PASSWORD is required/);
  });

  it('keeps generated development secrets between starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig(spec, { env: {}, secretsDir: dir });
    const second = loadConfig(spec, { env: {}, secretsDir: dir });
    expect(second.SERVICE_SECRET).toBe(first.SERVICE_SECRET);
    expect(JSON.parse(readFileSync(join(dir, 'dev-secrets.json'), 'utf8')).API_KEY).toBe(first.API_KEY);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('DATA_DIR', () => {
  it('takes a relative folder from the repository root, whichever workspace a command runs in', () => {
    expect(projectRoot(join(REPO_ROOT, 'services', 'training', 'src'))).toBe(resolve(REPO_ROOT));
    expect(projectRoot(REPO_ROOT)).toBe(resolve(REPO_ROOT));
    expect(resolveDataDir('demo-data')).toBe(resolve(REPO_ROOT, 'demo-data'));
    expect(resolveDataDir(undefined)).toBe(resolve(REPO_ROOT, '.data'));
    expect(resolveDataDir('/srv/platform')).toBe('/srv/platform');
  });

  it('is outside any project: the folder itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-project-'));
    try {
      expect(projectRoot(dir)).toBe(resolve(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
