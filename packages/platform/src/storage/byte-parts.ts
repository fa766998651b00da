/**
 * Regroups a byte stream into parts of exactly `partSize` bytes (the last one shorter), holding
 * at most one part in memory.
 */
export async function* partsOf(source: AsyncIterable<Buffer>, partSize: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= partSize) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, partSize);
      const rest = joined.subarray(partSize);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
