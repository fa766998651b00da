import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestService } from '@platform/kernel/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventually, GST_CERTIFICATE, multipart, textPdf } from './document-fixtures.js';
import { API, bearer, createEntity, createTenant, startCompliance, type TestTenant } from './harness.js';

/** A local stand-in of an OpenAI-compatible chat-completions API. */
interface Call {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: {
    model: string;
    response_format: { type: string };
    messages: { role: string; content: string }[];
  };
}
type Behaviour = { kind: 'answer'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' };

let behaviour: Behaviour;
const calls: Call[] = [];
let standIn: Server;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(category: string, fields: Record<string, unknown>): Behaviour {
  return { kind: 'answer', content: JSON.stringify({ category, fields }) };
}

let svc: TestService;
let a: TestTenant;

beforeAll(async () => {
  standIn = createServer(async (req, res) => {
    const body = JSON.parse(await bodyOf(req));
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (behaviour.kind === 'hang') return; // never answers: the service's timeout must end it
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":"down"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  svc = await startCompliance({
    EXTRACTION_MODEL_URL: `http://127.0.0.1:${port}/v1`,
    EXTRACTION_MODEL: 'local-reader',
    EXTRACTION_MODEL_API_KEY: 'model-key-123',
    EXTRACTION_MODEL_TIMEOUT_MS: '500',
  });
  a = await createTenant(svc);
});
afterAll(async () => {
  await svc?.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
});

async function processGst(gstin = '27AAPFU0939F1ZV') {
  const body = multipart({}, { filename: 'gst.pdf', bytes: await textPdf(GST_CERTIFICATE(gstin)) });
  const res = await svc.app.inject({
    method: 'POST',
    url: `${API}/documents/process`,
    headers: { ...bearer(a.user.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const RULES_FIELDS = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'UNIQUE TRADERS PRIVATE LIMITED',
  tradeName: 'UNIQUE TRADERS',
  address: '12 MG Road, Pune, Maharashtra, 411001',
  registrationDate: '2017-07-01',
};

describe('an OpenAI-compatible model as the extractor', () => {
  it('sends the text read offline to the model and returns its fields, checked', async () => {
    behaviour = answer('GST_CERTIFICATE', {
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Unique Traders Private Limited',
      tradeName: 'Unique Traders',
      address: '12 MG Road, Pune, Maharashtra 411001',
      registrationDate: '01/07/2017',
    });
    const data = await processGst();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.authorization).toBe('Bearer model-key-123');
    expect(call?.body.model).toBe('local-reader');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    expect(call?.body.messages.at(-1)?.content).toContain('Registration Number: 27AAPFU0939F1ZV');
    expect(data.category).toBe('GST_CERTIFICATE');
    // The model's values, its date normalised: not the rules' (which read upper case and a comma).
    expect(data.extractedFields).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Unique Traders Private Limited',
      tradeName: 'Unique Traders',
      address: '12 MG Road, Pune, Maharashtra 411001',
      registrationDate: '2017-07-01',
    });
    expect(data.fieldConfidence.gstin).toBeGreaterThanOrEqual(0.95);
    expect(data.verificationFlags).toMatchObject({
      gstin: 'mandatory_verification',
      legalName: 'optional_verification',
    });
  });

  it('doubts a GSTIN from the model whose check digit is wrong, as it would one the rules read', async () => {
    behaviour = answer('GST_CERTIFICATE', {
      gstin: '27AAPFU0939F1ZW',
      legalName: 'Unique Traders Private Limited',
    });
    const data = await processGst('27AAPFU0939F1ZW');
    expect(data.extractedFields.gstin).toBe('27AAPFU0939F1ZW');
    expect(data.fieldConfidence.gstin).toBeLessThan(0.5);
    expect(data.verificationFlags.gstin).toBe('mandatory_verification');
    // What the model did not give is null, and must be verified.
    expect(data.extractedFields.tradeName).toBeNull();
    expect(data.fieldConfidence.tradeName).toBe(0);
    expect(data.verificationFlags.tradeName).toBe('mandatory_verification');
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const],
    ['answers no JSON', { kind: 'answer', content: 'I cannot help with that.' } as const],
    ['does not answer within the timeout', { kind: 'hang' } as const],
  ])('extracts by the rules when the model %s', async (_case, next) => {
    behaviour = next;
    const data = await processGst();
    expect(calls).toHaveLength(1);
    expect(data.category).toBe('GST_CERTIFICATE');
    expect(data.extractedFields).toEqual(RULES_FIELDS);
  });

  it('extracts an uploaded document through the model in its job', async () => {
    behaviour = answer('GST_CERTIFICATE', { gstin: '27AAPFU0939F1ZV', legalName: 'Model Read Limited' });
    const entity = await createEntity(svc, a.id);
    const body = multipart(
      { entityId: entity.id, documentType: 'GST_CERTIFICATE' },
      { filename: 'gst.pdf', bytes: await textPdf(GST_CERTIFICATE()) },
    );
    const res = await svc.app.inject({
      method: 'POST',
      url: `${API}/documents/upload`,
      headers: { ...bearer(a.user.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = await eventually(async () => {
      const r = await svc.app.inject({
        method: 'GET',
        url: `${API}/idp/extract/${jobId}`,
        headers: bearer(a.user.token),
      });
      const j = r.json().data;
      return j.status === 'processing' ? undefined : j;
    }, `job ${jobId}`);
    expect(job).toMatchObject({
      status: 'completed',
      extractedData: { gstin: '27AAPFU0939F1ZV', legalName: 'Model Read Limited' },
    });
    expect(calls.length).toBeGreaterThanOrEqual(1);
  });
});
