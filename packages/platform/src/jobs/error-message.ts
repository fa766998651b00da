const MAX_LENGTH = 2000;

/** What is stored of a failure: enough to diagnose, bounded so a huge message cannot bloat a row. */
export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
