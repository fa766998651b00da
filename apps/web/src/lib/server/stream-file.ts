/**
 * Files between the browser and a service, through this app, without holding them whole:
 *
 * - `relayFile`: a service's file (a signed download, a PDF, a CSV, a calendar feed) fetched
 *   with the person's token and answered as its body arrives, with its type, length and
 *   disposition; a `Range` request is passed on, so a PDF viewer can read a large file in parts.
 * - `forwardUpload`: a multipart request body passed on to a service as a stream; the service's
 *   own limits decide (413, 415), and its answer comes back as it is. adapter-node caps what it
 *   reads of a request at `WEB_BODY_SIZE_LIMIT` (11M under `npm start` and in both deployment
 *   layouts, above the largest upload a service takes; adapter-node's own default is 512K): a
 *   body over it is answered 413 here, never sent on.
 */
type Fetch = typeof globalThis.fetch;

/** Answer headers a file keeps on its way through. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];

/** Request headers a file request keeps on its way to the service. */
const ASKED_ON = ['range', 'if-range', 'if-none-match', 'if-modified-since'];

/**
 * `attachment; filename="wage-slip.pdf"; filename*=UTF-8''...`: a plain-ASCII name for old
 * clients, the exact one (Devanagari, accents) for the rest; quotes, slashes and control
 * characters never reach the header.
 */
export function contentDisposition(filename: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = filename.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

export interface RelayFileOptions {
  /** The person's bearer token; none for a signed URL, which carries its own authorisation. */
  readonly token?: string | null;
  /** The browser's request: its conditional and range headers go on, its going away stops the download. */
  readonly request?: Pick<Request, 'headers' | 'signal'>;
  /** Names the file for the browser, replacing the service's disposition. */
  readonly filename?: string;
  readonly disposition?: 'attachment' | 'inline';
  /** The service refused the token (401): the session's end (it may redirect by throwing). */
  readonly onUnauthorized?: () => void;
  readonly fetch?: Fetch;
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A service's file, streamed through (see the module's comment). */
export async function relayFile(url: string | URL, options: RelayFileOptions = {}): Promise<Response> {
  const { token, request, filename, disposition } = options;
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  for (const name of ASKED_ON) {
    const value = request?.headers.get(name);
    if (value) headers.set(name, value);
  }
  let answer: Response;
  try {
    answer = await (options.fetch ?? globalThis.fetch)(url, {
      headers,
      ...(request ? { signal: request.signal } : {}),
    });
  } catch {
    return plain(502, 'The service could not be reached. Please try again.');
  }
  if (answer.status === 401 && token) {
    await answer.body?.cancel();
    options.onUnauthorized?.();
    return plain(401, 'Please sign in again.');
  }
  if (!answer.ok && answer.status !== 304) {
    await answer.body?.cancel();
    if (answer.status === 404) return plain(404, 'This file does not exist, or is no longer available.');
    if (answer.status === 403 || answer.status === 401)
      return plain(answer.status, 'This file is not yours to read.');
    if (answer.status === 416) return plain(416, 'The part of the file asked for is not in it.');
    return plain(answer.status >= 500 ? 502 : answer.status, 'The file could not be read. Please try again.');
  }
  const passed = new Headers();
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value) passed.set(name, value);
  }
  if (filename) passed.set('content-disposition', contentDisposition(filename, disposition));
  // A person's file: never kept by a shared cache.
  passed.set('cache-control', 'private, no-store');
  passed.set('x-content-type-options', 'nosniff');
  return new Response(answer.status === 304 ? null : answer.body, { status: answer.status, headers: passed });
}

export interface ForwardUploadOptions {
  readonly token?: string | null;
  readonly method?: 'POST' | 'PUT' | 'PATCH';
  /** Headers to add (X-Forwarded-For, a tenant, ...). */
  readonly headers?: Record<string, string>;
  readonly fetch?: Fetch;
}

/**
 * Passes `request`'s body (a multipart form, or any body) on to `url` as it arrives, with its
 * content type (the multipart boundary) and length, and answers the service's response. Nothing
 * is read into memory here: a body larger than the service takes is refused by the service.
 */
export async function forwardUpload(
  request: Pick<Request, 'body' | 'headers' | 'signal'>,
  url: string | URL,
  options: ForwardUploadOptions = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  for (const name of ['content-type', 'content-length']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  try {
    return await (options.fetch ?? globalThis.fetch)(url, {
      method: options.method ?? 'POST',
      headers,
      body: request.body,
      // A streamed request body needs it (Node's fetch).
      duplex: 'half',
      signal: request.signal,
    } as RequestInit & { duplex: 'half' });
  } catch (error) {
    if (tooLarge(error)) {
      return Response.json(
        { status: 'error', message: 'The upload is larger than this site accepts' },
        { status: 413 },
      );
    }
    return Response.json({ status: 'error', message: 'The service could not be reached' }, { status: 503 });
  }
}

/**
 * Whether a failed forward failed on reading the browser's body because it is over this app's
 * limit: adapter-node errors the body stream with SvelteKit's 413, which fetch reports as the
 * cause of its own error.
 */
function tooLarge(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    if ((cause as { status?: unknown }).status === 413) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
