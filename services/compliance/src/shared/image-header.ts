/**
 * The dimensions an image declares in its first bytes, read without decoding it: PNG's IHDR,
 * JPEG's start-of-frame. Undefined when the header is not within `head` (a JPEG with a large
 * EXIF block, a TIFF whose directory is at the end): the reader checks those itself.
 */
export function declaredDimensions(
  head: Uint8Array,
  mime: string,
): { width: number; height: number } | undefined {
  const view = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (mime === 'image/png') {
    if (view.length < 24 || view.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  }
  if (mime === 'image/jpeg') {
    let at = 2;
    while (at + 9 <= view.length) {
      if (view[at] !== 0xff) return undefined;
      const marker = view[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      // Start of frame (baseline, progressive, lossless...), not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.readUInt16BE(at + 5), width: view.readUInt16BE(at + 7) };
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        at += 2;
        continue;
      }
      at += 2 + view.readUInt16BE(at + 2);
    }
  }
  return undefined;
}
