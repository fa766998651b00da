import { DomainError } from '../errors/index.js';
import { type HttpApp, Type } from '../http/index.js';
import type { BlobStore } from './blob-store.js';
import { attachmentDisposition } from './content-disposition.js';
import { FileBlobStore } from './file-blob-store.js';
import { isValidKey } from './keys.js';

export interface BlobDownloadOptions {
  /** Must match the prefix the store signs URLs for (`/files` unless opened otherwise). */
  readonly prefix?: string;
}

const DownloadQuery = Type.Object({
  expires: Type.Optional(Type.String()),
  signature: Type.Optional(Type.String()),
  download: Type.Optional(Type.String()),
});

/**
 * Serves the signed URLs of a filesystem store. The signature is the only credential, so the
 * route needs no bearer token; it is checked before the object is looked up, so an unsigned
 * caller cannot probe which keys exist. S3 stores hand out presigned URLs instead: no route.
 */
export function registerBlobDownloads(
  app: HttpApp,
  store: BlobStore,
  options: BlobDownloadOptions = {},
): void {
  if (!(store instanceof FileBlobStore)) return;
  const prefix = (options.prefix ?? store.downloadPrefix).replace(/\/+$/, '');
  if (prefix !== store.downloadPrefix) {
    throw new Error(
      `registerBlobDownloads: prefix ${prefix} differs from the store's ${store.downloadPrefix}`,
    );
  }
  app.get(
    `${prefix}/*`,
    {
      // The signature is the credential: a stale bearer token sent along must not turn it away.
      config: { auth: { skip: true } },
      schema: { hide: true, params: Type.Object({ '*': Type.String() }), querystring: DownloadQuery },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { expires, signature, download } = request.query;
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature || !isValidKey(key)) {
        throw new DomainError('FORBIDDEN', 'Invalid download signature');
      }
      const downloadName = download || undefined;
      store.verifyDownload({ key, expires: Number(expires), downloadName }, signature);
      const blob = await store.get(key);
      void reply
        .header('content-type', blob.contentType)
        .header('content-length', blob.size)
        .header('cache-control', 'private, no-store')
        // Uploaded files are served from the API's own origin: never let a browser run them.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (downloadName) void reply.header('content-disposition', attachmentDisposition(downloadName));
      return reply.send(blob.body);
    },
  );
}
