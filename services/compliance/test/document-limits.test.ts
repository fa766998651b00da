import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bombPdf,
  eventually,
  FINANCIAL_STATEMENT,
  hugeJpeg,
  hugePagePdf,
  hugePng,
  hugeTiff,
  multipart,
  textPdf,
} from './document-fixtures.js';
import {
  API,
  bearer,
  countRows,
  createEntity,
  createTenant,
  startCompliance,
  type TestEntity,
  type TestTenant,
} from './harness.js';

const MB = 1024 * 1024;
/** What the process may still hold after refusing the documents below, over what it held before. */
const RETURNED_WITHIN = 200 * MB;

let svc: TestService;
let app: HttpApp;
let tenant: TestTenant;
let entity: TestEntity;
let bomb: Buffer;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  tenant = await createTenant(svc);
  entity = await createEntity(svc, tenant.id);
  bomb = bombPdf();
});
afterAll(() => svc?.close());

function send(url: string, file: { filename: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(tenant.user.token), ...body.headers },
    payload: body.payload,
  });
}

const rss = () => process.memoryUsage().rss;

/** The lowest resident size seen within `ms`: freed memory reaches the system a little after the answer. */
async function settledRss(ms = 3000): Promise<number> {
  let lowest = rss();
  for (const until = Date.now() + ms; Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 100));
    lowest = Math.min(lowest, rss());
  }
  return lowest;
}

describe('what one document may cost', () => {
  it('refuses a PDF decompression bomb and 900-megapixel images on immediate processing, and gives the memory back', async () => {
    expect(bomb.length).toBeLessThan(1.1 * MB);
    // The reader thread, pdf.js and sharp loaded and used once, so that what follows measures
    // the refused documents alone.
    const warm = await send('/documents/process', {
      filename: 'fs.pdf',
      bytes: await textPdf(FINANCIAL_STATEMENT),
    });
    expect(warm.statusCode).toBe(200);
    const before = await settledRss(500);

    const started = performance.now();
    const refused = await send('/documents/process', { filename: 'statement.pdf', bytes: bomb });
    const tookMs = performance.now() - started;
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: expect.stringMatching(/decompresses to more than 268435456 bytes/),
      details: { limit: 'inflatedBytes', max: 268435456 },
      correlationId: expect.any(String),
    });
    expect(tookMs).toBeLessThan(15_000);

    // A PNG's and a JPEG's header are read as the upload arrives; a TIFF's, in the reader.
    for (const [filename, bytes] of [
      ['scan.png', hugePng()],
      ['scan.jpg', hugeJpeg()],
      ['scan.tif', hugeTiff()],
    ] as const) {
      const res = await send('/documents/process', { filename, bytes });
      expect(res.statusCode, filename).toBe(413);
      expect(res.json(), filename).toMatchObject({
        code: 'FILE_TOO_LARGE',
        details: { limit: 'pixels', max: 50_000_000 },
        correlationId: expect.any(String),
      });
      expect(res.json().details.width * res.json().details.height, filename).toBeGreaterThan(50_000_000);
    }

    const after = await settledRss();
    console.log(
      `document limits: RSS ${Math.round(before / MB)} MB before, ${Math.round(after / MB)} MB after; bomb refused in ${Math.round(tookMs)} ms`,
    );
    expect(after - before).toBeLessThan(RETURNED_WITHIN);

    // The reader still reads.
    const again = await send('/documents/process', {
      filename: 'fs.pdf',
      bytes: await textPdf(FINANCIAL_STATEMENT),
    });
    expect(again.statusCode).toBe(200);
  }, 60_000);

  it('stores a huge image on no upload route (413, nothing stored) and fails the extraction job of a bomb', async () => {
    const before = rss();
    const documents = () => countRows(svc, 'documents', sql`tenant_id = ${tenant.id}::uuid`);
    const stored = await documents();
    for (const url of ['/documents/upload', '/documents/vault/upload']) {
      const res = await send(
        url,
        { filename: 'scan.png', bytes: hugePng() },
        { entityId: entity.id, documentType: 'PAN_CARD' },
      );
      expect(res.statusCode, url).toBe(413);
      expect(res.json().code, url).toBe('FILE_TOO_LARGE');
    }
    expect(await documents()).toBe(stored);

    const jobs = [];
    for (const [filename, bytes] of [
      ['statement.pdf', bomb],
      ['scan.tif', hugeTiff()],
    ] as const) {
      const accepted = await send(
        '/documents/upload',
        { filename, bytes },
        { entityId: entity.id, documentType: 'FINANCIAL_STATEMENT' },
      );
      expect(accepted.statusCode, filename).toBe(202);
      jobs.push({ filename, jobId: accepted.json().jobId as string });
    }
    for (const { filename, jobId } of jobs) {
      const job = await eventually(async () => {
        const res = await app.inject({
          method: 'GET',
          url: `${API}/idp/extract/${jobId}`,
          headers: bearer(tenant.user.token),
        });
        const data = res.json().data;
        return data.status === 'processing' ? undefined : data;
      }, `the job of ${filename}`);
      expect(job.status, filename).toBe('failed');
      expect(job.error, filename).toMatch(
        filename.endsWith('.pdf')
          ? /decompresses to more than 268435456 bytes/
          : /30000 x 30000 pixels, more than 50000000/,
      );
      expect(job.extractedData, filename).toBeNull();
    }
    const after = await settledRss();
    expect(after - before).toBeLessThan(RETURNED_WITHIN);
  }, 60_000);
});

describe('the reader’s last bounds', () => {
  let lax: TestService;
  let owner: TestTenant;
  beforeAll(async () => {
    // Streams measured up to a gigabyte: what they inflate to reaches the PDF library, and the
    // memory watch (128 MB of growth) has to stop it.
    lax = await startCompliance({
      EXTRACTION_MAX_INFLATED_BYTES: String(1024 * MB),
      EXTRACTION_MAX_MEMORY_MB: '128',
    });
    owner = await createTenant(lax);
  });
  afterAll(() => lax?.close());

  it('stops a read whose memory grows past EXTRACTION_MAX_MEMORY_MB, ends its thread and gives the memory back', async () => {
    const post = async (bytes: Buffer) => {
      const body = multipart({}, { filename: 'statement.pdf', bytes });
      return lax.app.inject({
        method: 'POST',
        url: `${API}/documents/process`,
        headers: { ...bearer(owner.user.token), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await post(await textPdf(FINANCIAL_STATEMENT))).statusCode).toBe(200);
    const before = await settledRss(500);
    const started = performance.now();
    const res = await post(bombPdf(512 * MB));
    const tookMs = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: expect.stringMatching(/needed more than 128 MB of memory/),
      details: { limit: 'memory', max: 128 },
    });
    const after = await settledRss();
    console.log(
      `memory watch: RSS ${Math.round(before / MB)} MB before, ${Math.round(after / MB)} MB after; stopped in ${Math.round(tookMs)} ms`,
    );
    expect(after - before).toBeLessThan(RETURNED_WITHIN);
    expect((await post(await textPdf(FINANCIAL_STATEMENT))).statusCode).toBe(200);
  }, 60_000);
});

describe('the time one document may take', () => {
  let hurried: TestService;
  let owner: TestTenant;
  beforeAll(async () => {
    hurried = await startCompliance({ EXTRACTION_TIMEOUT_MS: '1000' });
    owner = await createTenant(hurried);
  });
  afterAll(() => hurried?.close());

  it('ends a read that takes longer than EXTRACTION_TIMEOUT_MS: 422 UNPROCESSABLE, and answers the next one', async () => {
    const post = (bytes: Buffer, filename: string) => {
      const body = multipart({}, { filename, bytes });
      return hurried.app.inject({
        method: 'POST',
        url: `${API}/documents/process`,
        headers: { ...bearer(owner.user.token), ...body.headers },
        payload: body.payload,
      });
    };
    // A page without text, 200 inches square: rasterised (bounded) and read by OCR, which a fresh
    // thread cannot do within a second.
    const res = await post(hugePagePdf(), 'page.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      error: expect.stringMatching(/took longer than 1000 ms/),
      details: { limit: 'time', max: 1000 },
      correlationId: expect.any(String),
    });
    // The ended thread is replaced: the next document is answered, not left waiting. (Under the
    // test runner a fresh thread compiles its sources, which alone may take a second.)
    const next = await post(await textPdf(FINANCIAL_STATEMENT), 'fs.pdf');
    expect([200, 422]).toContain(next.statusCode);
  }, 60_000);
});
