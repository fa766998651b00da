import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';
import type { Actor } from './admin.js';

export interface StatusMove {
  /** Unqualified table name in the training schema. */
  readonly table: 'interests' | 'enquiries' | 'enrollments';
  readonly entityType: string;
  readonly action: string;
  readonly id: string;
  readonly to: string;
  /** States the row must be in for the move to apply. */
  readonly from: readonly string[];
  /** Further assignments made with the move (`, completion_date = …`). */
  readonly alsoSet?: SqlQuery;
  /** Output columns, reading from the alias `changed`. */
  readonly columns: SqlQuery;
}

export type MoveResult<R> =
  | { readonly kind: 'missing' }
  | { readonly kind: 'illegal'; readonly current: string }
  | { readonly kind: 'moved'; readonly row: R };

/**
 * Moves a row's status and writes its audit entry in one statement: the UPDATE only applies
 * when the row is in an allowed state, so two admins racing cannot both move it.
 */
export async function moveStatus<R>(db: Queryable, actor: Actor, move: StatusMove): Promise<MoveResult<R>> {
  const table = sql.ident('training', move.table);
  const result = await one<{ previous_status: string | null; row: R | null }>(
    db,
    sql`with prev as (select * from ${table} where id = ${move.id}),
        changed as (
          update ${table} as t set status = ${move.to}, updated_at = now() ${move.alsoSet ?? sql.empty()}
          where t.id = ${move.id} and t.status = any(${[...move.from]}::text[])
          returning t.*
        ),
        logged as (
          insert into training.audit_logs (action, entity_type, entity_id, actor_id, actor_email, before, after)
          select ${move.action}, ${move.entityType}, changed.id, ${actor.id}, ${actor.email},
                 (select to_jsonb(prev) from prev), to_jsonb(changed)
          from changed
        )
        select (select status from prev) as previous_status,
               (select ${move.columns} from changed) as row`,
  );
  if (result.previous_status === null) return { kind: 'missing' };
  if (result.row === null) return { kind: 'illegal', current: result.previous_status };
  return { kind: 'moved', row: result.row };
}
