import type { Db } from '@platform/kernel/db';

/** The global workflow templates: none until workflow templates are built. */
export async function loadGlobalTemplates(_db: Db): Promise<void> {}
