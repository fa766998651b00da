/**
 * Files through the app against a stand-in service: a download arrives as the service sends it
 * (never held whole), with its type, length and name; an upload reaches the service as a stream.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, forwardUpload, relayFile } from './stream-file';
import { type StandIn, standIn } from './testing/stand-in';

let service: StandIn;
let holdBack: ServerResponse | null = null;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const uploads: { contentType?: string; bytes: number; digest: string; chunks: number }[] = [];

beforeAll(async () => {
  // biome-ignore lint/nursery/noMisusedPromises: standIn awaits its handler (a throw answers 500).
  service = await standIn(async (req, res) => {
    if (req.url === '/slip.pdf') {
      if (req.headers.authorization !== 'Bearer live') {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end('{"status":"error","message":"Invalid token"}');
      }
      if (req.headers.range === 'bytes=0-9') {
        res.writeHead(206, {
          'content-type': 'application/pdf',
          'content-range': `bytes 0-9/${CHUNK.length * 2}`,
          'content-length': '10',
        });
        return res.end(CHUNK.subarray(0, 10));
      }
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(CHUNK.length * 2),
        'content-disposition': 'attachment; filename="slip.pdf"',
        'set-cookie': 'service-cookie=1',
      });
      // Half now, the rest only when the test says: a relay that buffered would answer nothing meanwhile.
      res.write(CHUNK);
      holdBack = res;
      return;
    }
    if (req.url === '/missing.csv') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{"status":"error","message":"Not found"}');
    }
    if (req.url === '/upload') {
      const hash = createHash('sha256');
      let bytes = 0;
      let chunks = 0;
      for await (const chunk of req) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        chunks++;
      }
      uploads.push({ contentType: req.headers['content-type'], bytes, digest: hash.digest('hex'), chunks });
      res.writeHead(201, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: { bytes } }));
    }
    res.writeHead(404).end();
  });
});

afterAll(async () => {
  await service.close();
});

describe('relayFile', () => {
  it('streams the body as it arrives, with type, length and the name given, and no cookie of the service', async () => {
    const response = await relayFile(`${service.url}/slip.pdf`, {
      token: 'live',
      filename: 'Wage slip — Meera.pdf',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(CHUNK.length * 2));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Wage slip _ Meera.pdf"; filename*=UTF-8''${encodeURIComponent('Wage slip — Meera.pdf')}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = 0;
    while (received < CHUNK.length) received += (await reader.read()).value?.length ?? 0;
    // The first half is here while the service still holds the second back.
    expect(received).toBe(CHUNK.length);
    holdBack?.end(CHUNK);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
    }
    expect(received).toBe(CHUNK.length * 2);
  });

  it("passes a range on, and answers the service's refusals in words", async () => {
    const part = await relayFile(`${service.url}/slip.pdf`, {
      token: 'live',
      request: new Request('http://app.test/x', { headers: { range: 'bytes=0-9' } }),
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${CHUNK.length * 2}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);

    expect((await relayFile(`${service.url}/missing.csv`)).status).toBe(404);
    expect((await relayFile('http://127.0.0.1:9/x')).status).toBe(502);
  });

  it("calls the session's end when the service refuses the person's token", async () => {
    let ended = false;
    const response = await relayFile(`${service.url}/slip.pdf`, {
      token: 'revoked',
      onUnauthorized: () => (ended = true),
    });
    expect(ended).toBe(true);
    expect(response.status).toBe(401);
  });

  it('names files safely', () => {
    expect(contentDisposition('a"b\\c/d\r\n.csv', 'inline')).toBe(
      `inline; filename="a_b_c_d__.csv"; filename*=UTF-8''a_b_c_d__.csv`,
    );
  });
});

describe('forwardUpload', () => {
  it('passes a multipart body on as a stream, its boundary and bytes intact', async () => {
    const form = new FormData();
    const file = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    form.set('file', new Blob([file], { type: 'application/pdf' }), 'pan.pdf');
    form.set('entityId', 'e1');
    const browser = new Request('http://app.test/upload', { method: 'POST', body: form });
    const sent = await browser.clone().arrayBuffer();

    const answer = await forwardUpload(browser, `${service.url}/upload`, { token: 'live' });
    expect(answer.status).toBe(201);
    const upload = uploads.at(-1);
    expect(upload?.contentType).toBe(browser.headers.get('content-type'));
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.bytes).toBe(sent.byteLength);
    expect(upload?.digest).toBe(createHash('sha256').update(Buffer.from(sent)).digest('hex'));
    expect(upload?.chunks).toBeGreaterThan(1);
  });
});
