import { badRequest, notFound } from '@platform/kernel/errors';
import type { MoveResult } from './status-store.js';

/** For each state, the states it may move to. */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** The states from which `to` may be reached: the guard of a conditional UPDATE. */
export function sourcesOf<S extends string>(table: Transitions<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

export function canMove<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

export function illegalMove(what: string, from: string, to: string) {
  return badRequest(`${what} cannot move from ${from} to ${to}`, { from, to });
}

/** The row a status move produced, or 404 (no such row) / 400 (not a move the table allows). */
export function settleMove<R>(result: MoveResult<R>, what: string, to: string): R {
  if (result.kind === 'missing') throw notFound(what);
  if (result.kind === 'illegal') throw illegalMove(what, result.current, to);
  return result.row;
}
