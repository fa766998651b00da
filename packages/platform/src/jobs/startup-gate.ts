/**
 * Background work waits while a process starts: queue workers and outbox relays make their first
 * pass once every listener is up. `launch` holds the gate while it builds the services and
 * opens it when they listen, so that a start's database time goes to what makes the listeners
 * ready. Anywhere else (a test that builds one app, a script) the gate is open.
 *
 *     const open = holdBackgroundWork();
 *     try { await buildAndListen(); } finally { open(); }
 */
let gate: Promise<void> | undefined;

export function holdBackgroundWork(): () => void {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  gate = held;
  return () => {
    if (gate === held) gate = undefined;
    open();
  };
}

/** Resolves at once, or when the start under way has its listeners up. */
export function backgroundWorkMayStart(): Promise<void> {
  return gate ?? Promise.resolve();
}
