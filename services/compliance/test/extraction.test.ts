import { sql } from '@platform/kernel/db';
import type { HttpApp } from '@platform/kernel/http';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  FINANCIAL_STATEMENT,
  GST_CERTIFICATE,
  INCORPORATION_CERTIFICATE,
  multipart,
  PAN_CARD,
  scannedPdf,
  textPdf,
  textPng,
  textTiff,
} from './document-fixtures.js';
import {
  API,
  bearer,
  createEntity,
  createTenant,
  startCompliance,
  type TestEntity,
  type TestTenant,
} from './harness.js';

let svc: TestService;
let app: HttpApp;
let a: TestTenant;
let b: TestTenant;
let entityA: TestEntity;

beforeAll(async () => {
  svc = await startCompliance();
  app = svc.app;
  a = await createTenant(svc);
  b = await createTenant(svc);
  entityA = await createEntity(svc, a.id);
});
afterAll(() => svc?.close());

function send(
  url: string,
  token: string,
  fields: Record<string, string>,
  file: { filename: string; bytes: Buffer },
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const process = (bytes: Buffer, filename: string, fields: Record<string, string> = {}) =>
  send('/documents/process', a.user.token, fields, { filename, bytes });

async function finishedJob(jobId: string, token = a.user.token) {
  return eventually(
    async () => {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/idp/extract/${jobId}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const job = res.json().data;
      return job.status === 'processing' ? undefined : job;
    },
    `job ${jobId}`,
    60_000,
  );
}

const EXPECTED = {
  PAN_CARD: {
    lines: PAN_CARD,
    category: 'PAN_CARD',
    fields: { pan: 'ABCPK1234F', name: 'RAVI KUMAR', fatherName: 'SURESH KUMAR', dateOfBirth: '1985-08-15' },
  },
  GST_CERTIFICATE: {
    lines: GST_CERTIFICATE(),
    category: 'GST_CERTIFICATE',
    fields: {
      gstin: '27AAPFU0939F1ZV',
      legalName: 'UNIQUE TRADERS PRIVATE LIMITED',
      tradeName: 'UNIQUE TRADERS',
      address: '12 MG Road, Pune, Maharashtra, 411001',
      registrationDate: '2017-07-01',
    },
  },
  CERTIFICATE_OF_INCORPORATION: {
    lines: INCORPORATION_CERTIFICATE,
    category: 'INCORPORATION_CERT',
    fields: {
      cin: 'U72900MH2020PTC123456',
      companyName: 'ACME TECHNOLOGIES PRIVATE LIMITED',
      dateOfIncorporation: '2020-03-12',
    },
  },
  FINANCIAL_STATEMENT: {
    lines: FINANCIAL_STATEMENT,
    category: 'FINANCIAL_STATEMENT',
    fields: {
      period: 'FY 2023-24',
      turnover: 125000000,
      netWorth: 47550000,
      paidUpCapital: 10000000,
      borrowings: 22000000,
    },
  },
} as const;

describe('POST /documents/process', () => {
  it.each(Object.entries(EXPECTED))('reads a %s from the text layer of a PDF', async (_type, expected) => {
    const res = await process(await textPdf(expected.lines), 'doc.pdf');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ category: expected.category, method: 'text', pagesRead: 1, totalPages: 1 });
    expect(data.extractedFields).toEqual(expected.fields);
    for (const name of Object.keys(expected.fields))
      expect(data.fieldConfidence[name]).toBeGreaterThanOrEqual(0.85);
    expect(data.confidence).toBeGreaterThanOrEqual(0.85);
    expect(data.processingTime).toEqual(expect.any(Number));
  });

  // OCR is slow on shared machines: one image per type, small ones.
  it.each([
    ['PAN_CARD', 'png'],
    ['GST_CERTIFICATE', 'tiff'],
    ['CERTIFICATE_OF_INCORPORATION', 'png'],
    ['FINANCIAL_STATEMENT', 'tiff'],
  ] as const)('reads a %s from a %s image by OCR', async (type, format) => {
    const expected = EXPECTED[type];
    const bytes = format === 'png' ? await textPng(expected.lines) : await textTiff(expected.lines);
    const res = await process(bytes, `scan.${format}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ category: expected.category, method: 'ocr' });
    expect(data.extractedFields).toEqual(expected.fields);
    for (const name of Object.keys(expected.fields)) {
      expect(data.fieldConfidence[name]).toBeGreaterThan(0.6);
      // OCR text is trusted a little less than a text layer.
      expect(data.fieldConfidence[name]).toBeLessThanOrEqual(0.98);
    }
  });

  it('reads a scanned PDF (no text layer) by rasterising its page', async () => {
    const res = await process(await scannedPdf(PAN_CARD), 'scan.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      method: 'ocr',
      category: 'PAN_CARD',
      extractedFields: EXPECTED.PAN_CARD.fields,
    });
  });

  it('gives a GSTIN with a wrong check digit low confidence and mandatory_verification', async () => {
    const res = await process(await textPdf(GST_CERTIFICATE('27AAPFU0939F1ZW')), 'gst.pdf');
    const { data } = res.json();
    expect(data.extractedFields.gstin).toBe('27AAPFU0939F1ZW');
    expect(data.fieldConfidence.gstin).toBeLessThan(0.5);
    expect(data.verificationFlags.gstin).toBe('mandatory_verification');
    expect(data.fieldConfidence.legalName).toBeGreaterThanOrEqual(0.85);
    expect(data.verificationFlags.legalName).toBe('optional_verification');
  });

  it('reads the fields of a declared type and calls an unknown document OTHER', async () => {
    const other = await process(
      await textPdf(['Minutes of a cricket club picnic', 'Sandwiches were eaten']),
      'x.pdf',
    );
    expect(other.json().data).toMatchObject({ category: 'OTHER', extractedFields: {}, confidence: 0 });
    const declared = await process(await textPdf(['Some card', 'ABCPK1234F', 'Name: RAVI KUMAR']), 'x.pdf', {
      documentType: 'PAN_CARD',
    });
    expect(declared.json().data.extractedFields).toMatchObject({
      pan: 'ABCPK1234F',
      name: 'RAVI KUMAR',
      dateOfBirth: null,
    });
    expect(declared.json().data.fieldConfidence.dateOfBirth).toBe(0);
    expect(declared.json().data.verificationFlags.dateOfBirth).toBe('mandatory_verification');
  });

  it('refuses other file types (415) and oversized files (413)', async () => {
    const exe = await process(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000, 0x90)]), 'a.pdf');
    expect(exe.statusCode).toBe(415);
    const big = await process(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
      'a.pdf',
    );
    expect(big.statusCode).toBe(413);
  });
});

describe('extraction jobs', () => {
  it('completes an uploaded GST certificate, publishing extraction.completed with its fields', async () => {
    const res = await send(
      '/documents/upload',
      a.user.token,
      { entityId: entityA.id, documentType: 'GST_CERTIFICATE' },
      { filename: 'gst.pdf', bytes: await textPdf(GST_CERTIFICATE('27AAPFU0939F1ZW')) },
    );
    expect(res.statusCode).toBe(202);
    const { jobId, documentId } = res.json();
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({
      jobId,
      status: 'completed',
      documentId,
      entityId: entityA.id,
      documentType: 'GST_CERTIFICATE',
      category: 'GST_CERTIFICATE',
      method: 'text',
      error: null,
      extractedData: { gstin: '27AAPFU0939F1ZW', legalName: 'UNIQUE TRADERS PRIVATE LIMITED' },
      verificationFlags: { gstin: 'mandatory_verification' },
      processingTime: expect.any(Number),
    });
    expect(job.confidence.gstin).toBeLessThan(0.5);
    const event = await svc.events.waitFor((m) => m.routingKey === `extraction.completed.${jobId}`, 10_000);
    expect(event.payload).toMatchObject({
      eventType: 'extraction.completed',
      jobId,
      entityId: entityA.id,
      tenantId: a.id,
      documentType: 'GST_CERTIFICATE',
      timestamp: expect.any(String),
      extractedData: job.extractedData,
    });
    const doc = await app.inject({
      method: 'GET',
      url: `${API}/documents/${documentId}`,
      headers: bearer(a.user.token),
    });
    expect(doc.json().data.latestJob).toEqual({ jobId, status: 'completed' });
  });

  it('completes an uploaded TIFF scan of a PAN card through OCR', async () => {
    const res = await send(
      '/documents/upload',
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD' },
      { filename: 'pan.tif', bytes: await textTiff(PAN_CARD) },
    );
    const job = await finishedJob(res.json().jobId);
    expect(job).toMatchObject({
      status: 'completed',
      method: 'ocr',
      extractedData: EXPECTED.PAN_CARD.fields,
    });
  });

  it('fails a document that cannot be read: status failed, error set, extraction.failed published', async () => {
    const broken = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('this is not really a PDF at all '.repeat(50)),
    ]);
    const res = await send(
      '/documents/upload',
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD' },
      { filename: 'broken.pdf', bytes: broken },
    );
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/\S/), extractedData: null });
    const event = await svc.events.waitFor((m) => m.routingKey === `extraction.failed.${jobId}`, 10_000);
    expect(event.payload).toMatchObject({
      eventType: 'extraction.failed',
      jobId,
      entityId: entityA.id,
      tenantId: a.id,
      documentType: 'PAN_CARD',
      error: job.error,
    });
  });

  it('picks up again a job whose process died mid-way (its lease ran out)', async () => {
    const res = await send(
      '/documents/upload',
      a.user.token,
      { entityId: entityA.id, documentType: 'CERTIFICATE_OF_INCORPORATION', triggerExtraction: 'false' },
      { filename: 'coi.pdf', bytes: await textPdf(INCORPORATION_CERTIFICATE) },
    );
    const { documentId } = res.json();
    const db = svc.backends.db;
    const { rows } = await db.query<{ id: string }>(sql`
      insert into compliance.extraction_jobs (tenant_id, document_id, entity_id, document_type, requested_by)
      values (${a.id}::uuid, ${documentId}::uuid, ${entityA.id}::uuid, 'CERTIFICATE_OF_INCORPORATION', ${a.user.id})
      returning id`);
    const jobId = rows[0]?.id ?? '';
    // As a worker leaves it when its process dies: claimed, running, its lease since expired.
    await db.query(sql`
      insert into compliance.work_items (queue, payload, status, attempts, max_attempts, locked_until, dedupe_key)
      values ('documents.extraction', ${JSON.stringify({ jobId })}::jsonb, 'running', 1, 3,
              now() - interval '1 second', ${jobId})`);
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({
      status: 'completed',
      extractedData: EXPECTED.CERTIFICATE_OF_INCORPORATION.fields,
    });
    const { rows: items } = await db.query<{ status: string; attempts: number }>(
      sql`select status, attempts from compliance.work_items where dedupe_key = ${jobId}`,
    );
    expect(items).toEqual([{ status: 'done', attempts: 2 }]);
  });

  it("answers 404 for another tenant's job and an unknown one", async () => {
    const res = await send(
      '/documents/upload',
      a.user.token,
      { entityId: entityA.id, documentType: 'PAN_CARD', triggerExtraction: 'true' },
      { filename: 'p.pdf', bytes: await textPdf(PAN_CARD) },
    );
    const { jobId } = res.json();
    for (const [token, id] of [
      [b.user.token, jobId],
      [a.user.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const other = await app.inject({
        method: 'GET',
        url: `${API}/idp/extract/${id}`,
        headers: bearer(token),
      });
      expect(other.statusCode).toBe(404);
    }
    await finishedJob(jobId);
  });
});
