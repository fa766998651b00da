import { many, type Queryable, sql } from '@platform/kernel/db';
import { USER_COLUMNS, type UserInSession } from '../users/store.js';

/**
 * The users of the given sessions that still exist (a session ends at sign-out, on reuse of a
 * refresh token, on a ban, on a new password), in one statement for many callers at once.
 */
export function findUsersInSessions(db: Queryable, sessionIds: readonly string[]): Promise<UserInSession[]> {
  return many<UserInSession>(
    db,
    sql`select ${USER_COLUMNS}, live.session_id
        from identity.users
        join (select id as session_id, user_id from identity.sessions where id = any(${[...sessionIds]}::uuid[])) live
          on live.user_id = identity.users.id`,
  );
}
