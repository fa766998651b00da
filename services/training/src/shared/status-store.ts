import { one, type Queryable, type SqlQuery, sql } from '@platform/kernel/db';

export interface StatusMove {
  /** Unqualified table name in the training schema. */
  readonly table: 'interests' | 'enquiries' | 'enrollments';
  readonly id: string;
  readonly to: string;
  /** States the row must be in for the move to apply. */
  readonly from: readonly string[];
  /** Further assignments made with the move (`, completion_date = …`). */
  readonly alsoSet?: SqlQuery;
  /** Output columns, reading from the alias `changed`. */
  readonly columns: SqlQuery;
  /** The move's audit INSERT: the audit writer's fragment over `MOVED_ROW`. */
  readonly audit: SqlQuery;
}

/** The row a move changed, as its audit entry reads it: the CTEs `prev` and `changed` of `moveStatus`. */
export const MOVED_ROW = {
  entityId: sql`changed.id`,
  before: sql`(select to_jsonb(prev) from prev)`,
  after: sql`to_jsonb(changed)`,
  from: sql`changed`,
} as const;

export type MoveResult<R> =
  | { readonly kind: 'missing' }
  | { readonly kind: 'illegal'; readonly current: string }
  | { readonly kind: 'moved'; readonly row: R };

/**
 * Moves a row's status and writes its audit entry in one statement: the UPDATE only applies
 * when the row is in an allowed state, so two admins racing cannot both move it.
 */
export async function moveStatus<R>(db: Queryable, move: StatusMove): Promise<MoveResult<R>> {
  const table = sql.ident('training', move.table);
  const result = await one<{ previous_status: string | null; row: R | null }>(
    db,
    sql`with prev as (select * from ${table} where id = ${move.id}),
        changed as (
          update ${table} as t set status = ${move.to}, updated_at = now() ${move.alsoSet ?? sql.empty()}
          where t.id = ${move.id} and t.status = any(${[...move.from]}::text[])
          returning t.*
        ),
        logged as (${move.audit})
        select (select status from prev) as previous_status,
               (select ${move.columns} from changed) as row`,
  );
  if (result.previous_status === null) return { kind: 'missing' };
  if (result.row === null) return { kind: 'illegal', current: result.previous_status };
  return { kind: 'moved', row: result.row };
}
