/**
 * A statement PostgreSQL refused, as the services see it and the logs record it: the SQLSTATE,
 * the server's message, the statement text and the names of the objects involved. The drivers'
 * own errors also carry the parameter values (PGlite: `params`) and a `detail` that quotes the
 * offending row (`Key (email)=(…)`), which may hold personal data or password hashes: those
 * never leave this module.
 */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';

  constructor(
    message: string,
    /** SQLSTATE, such as 23505. */
    readonly code: string | undefined,
    /** The statement's text: placeholders only, never values. */
    readonly statement: string,
    readonly table?: string,
    readonly column?: string,
    readonly constraint?: string,
  ) {
    super(message);
  }
}

function field(err: object, name: string): string | undefined {
  const value = (err as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Rewraps a driver error; anything else (a closed pool, a bug) passes through unchanged. */
export function databaseErrorOf(err: unknown, statement: string): unknown {
  if (err instanceof DatabaseError || !(err instanceof Error)) return err;
  const code = field(err, 'code');
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return err;
  return new DatabaseError(
    err.message,
    code,
    statement,
    field(err, 'table'),
    field(err, 'column'),
    field(err, 'constraint'),
  );
}

/** SQLSTATE classes a client's input can cause: data exceptions (22) and program limits (54, e.g. a value too large to index). */
export function isClientCausedDatabaseError(code: string | undefined): boolean {
  return code !== undefined && (code.startsWith('22') || code.startsWith('54'));
}
