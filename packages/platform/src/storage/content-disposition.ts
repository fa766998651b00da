/**
 * `attachment` with an ASCII fallback and the RFC 5987 UTF-8 name, so that names such as
 * "चालान ₹.pdf" survive every browser. Quotes, slashes and control characters never reach the header.
 */
export function attachmentDisposition(downloadName: string): string {
  const cleaned = downloadName.replace(/[\p{Cc}/\\]/gu, '_').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
