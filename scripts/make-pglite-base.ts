/**
 * Rebuilds the initialised empty cluster the embedded database starts from.
 * Run after upgrading @electric-sql/pglite: `node --import tsx scripts/make-pglite-base.ts`.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_BASE_ARCHIVE } from '@platform/kernel/db';

const pg = new PGlite();
await pg.waitReady;
const archive = await pg.dumpDataDir('gzip');
writeFileSync(PGLITE_BASE_ARCHIVE, Buffer.from(await archive.arrayBuffer()));
await pg.close();
console.log(`wrote ${PGLITE_BASE_ARCHIVE}`);
