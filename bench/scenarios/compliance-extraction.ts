import { join } from 'node:path';
import { sql } from '@platform/kernel/db';
import {
  GST_CERTIFICATE,
  multipart,
  PAN_CARD,
  textPdf,
  textPng,
} from '../../services/compliance/test/document-fixtures.js';
import { signIn } from '../fixtures/identity-users.js';
import { MEASURE_SECONDS, runLoad, WARMUP_SECONDS } from '../lib/load.js';
import { type RunningService, SUPER_ADMIN, serviceUrl, startService } from '../lib/service.js';
import type { Measurement, ProcessScenario } from '../lib/types.js';

const TENANT_ID = '00000000-0000-4000-8000-0000000e0c12';
const ENTITY_ID = '00000000-0000-4000-8000-0000000e0c13';
/** Documents in flight at once: enough to keep the reader pool's queue non-empty. */
const IN_FLIGHT = 4;
const ENV = {
  RATE_LIMIT_IP_MAX: '100000000',
  RATE_LIMIT_USER_MAX: '100000000',
  EXTRACTION_RATE_LIMIT_MAX: '100000000',
};

interface Driven {
  readonly pages: number;
  readonly errors: number;
  readonly seconds: number;
}

/** Posts `file` to /documents/process, `IN_FLIGHT` at a time, until `stop()` resolves. */
async function drive(
  baseUrl: string,
  token: string,
  file: { filename: string; bytes: Buffer },
  until: Promise<unknown>,
): Promise<Driven> {
  const body = multipart({}, file);
  let running = true;
  void until.then(() => {
    running = false;
  });
  let pages = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (running) {
        const res = await fetch(`${baseUrl}/api/v1/documents/process`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          body: body.payload,
        });
        const json = (await res.json()) as { data?: { pagesRead?: number } };
        if (res.ok) pages += json.data?.pagesRead ?? 0;
        else errors += 1;
      }
    }),
  );
  return { pages, errors, seconds: (performance.now() - started) / 1000 };
}

const seconds = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const perSecond = (d: Driven) => Math.round((d.pages / d.seconds) * 10) / 10;

/**
 * Extraction through `POST /documents/process` on the compiled service (reader pool of
 * EXTRACTION_THREADS, default 1): pages per second for text-layer PDFs and for OCR of scanned
 * images, then an entity read (`GET /entities/:id`, 10 connections) idle and while OCR keeps the
 * pool busy. The measurement is the read under OCR; the notes hold the rest and the ratio.
 */
const scenario: ProcessScenario = {
  kind: 'process',
  name: 'compliance-extraction',
  shape: 'read',
  description:
    'extraction pages/s (text PDF, OCR), and GET /entities/:id while OCR runs, against the same read idle',
  async measure(ctx): Promise<Measurement> {
    const dataDir = join(ctx.dataDir, 'services');
    const started: RunningService[] = [];
    try {
      const identity = await startService({ name: 'identity', dataDir, databaseUrl: ctx.databaseUrl });
      started.push(identity);
      const compliance = await startService({
        name: 'compliance',
        dataDir,
        databaseUrl: ctx.databaseUrl,
        env: { ...ENV, IDENTITY_URL: serviceUrl('identity', identity.baseUrl) },
      });
      started.push(compliance);
      await compliance.withDatabase(async (db) => {
        await db.query(sql`
          insert into compliance.tenants (id, name, entity_type, subscription_plan)
          values (${TENANT_ID}::uuid, 'Bench Readers', 'PRIVATE_LIMITED', 'ENTERPRISE') on conflict (id) do nothing`);
        await db.query(sql`
          insert into compliance.entities (id, tenant_id, name, entity_type, profile_data)
          values (${ENTITY_ID}::uuid, ${TENANT_ID}::uuid, 'Acme Technologies Private Limited', 'PRIVATE_LIMITED',
                  '{"cin":"U72900MH2020PTC123456","pan":"AAACA1234F"}'::jsonb) on conflict (id) do nothing`);
      });
      const token = await signIn(
        { baseUrl: identity.baseUrl, superAdmin: SUPER_ADMIN, size: undefined, peers: {} },
        SUPER_ADMIN.email,
        SUPER_ADMIN.password,
      );
      const { baseUrl } = compliance;
      const pdf = { filename: 'gst.pdf', bytes: await textPdf(GST_CERTIFICATE()) };
      const scan = { filename: 'pan.png', bytes: await textPng(PAN_CARD) };

      // Warm-up: the reader thread starts and loads its OCR engine once.
      await drive(baseUrl, token, scan, seconds(WARMUP_SECONDS));
      const text = await drive(baseUrl, token, pdf, seconds(MEASURE_SECONDS));
      const ocr = await drive(baseUrl, token, scan, seconds(MEASURE_SECONDS));

      const read = {
        method: 'GET',
        path: `/api/v1/entities/${ENTITY_ID}`,
        headers: { authorization: `Bearer ${token}` },
      } as const;
      await runLoad(baseUrl, read, { durationSeconds: WARMUP_SECONDS });
      const idle = await runLoad(baseUrl, read, {
        durationSeconds: MEASURE_SECONDS,
        serverPid: compliance.pid(),
      });
      let stopOcr: () => void = () => {};
      const ocrStopped = new Promise<void>((resolve) => {
        stopOcr = resolve;
      });
      const background = drive(baseUrl, token, scan, ocrStopped);
      await seconds(1);
      const busy = await runLoad(baseUrl, read, {
        durationSeconds: MEASURE_SECONDS,
        serverPid: compliance.pid(),
      });
      stopOcr();
      const during = await background;

      const ratio = Math.round((busy.p99Ms / Math.max(idle.p99Ms, 0.01)) * 100) / 100;
      return {
        ...busy,
        errors: busy.errors + text.errors + ocr.errors + during.errors,
        peakRssKb: compliance.peakRssKb(),
        notes: [
          `text-layer PDF: ${perSecond(text)} pages/s (${text.pages} pages in ${text.seconds.toFixed(1)} s)`,
          `OCR of a scanned image: ${perSecond(ocr)} pages/s (${ocr.pages} pages in ${ocr.seconds.toFixed(1)} s)`,
          `entity read idle: ${Math.round(idle.perSecond)} req/s, p50 ${idle.p50Ms} ms, p99 ${idle.p99Ms} ms`,
          `entity read while OCR runs: ${Math.round(busy.perSecond)} req/s, p50 ${busy.p50Ms} ms, p99 ${busy.p99Ms} ms (${perSecond(during)} OCR pages/s meanwhile)`,
          `p99 under OCR / idle: ${ratio}x (goal: within 2x)`,
        ],
      };
    } finally {
      for (const running of started.reverse()) await running.stop();
    }
  },
};

export default scenario;
