import { Nullable, type Static, Timestamp, Type, Uuid } from '@platform/kernel/http';
import type { UserRow } from './store.js';

export const metadataSchema = (description?: string) =>
  Type.Record(Type.String(), Type.Unknown(), description ? { description } : {});
const Metadata = metadataSchema();
const NullableTimestamp = Nullable(Timestamp);

/** A user as GoTrue shows one (the subset this provider has). */
export const User = Type.Object({
  id: Uuid,
  aud: Type.Literal('authenticated'),
  role: Type.Literal('authenticated'),
  email: Type.String(),
  email_confirmed_at: NullableTimestamp,
  confirmed_at: NullableTimestamp,
  last_sign_in_at: NullableTimestamp,
  banned_until: Type.Optional(Timestamp),
  new_email: Type.Optional(Type.String({ description: 'pending e-mail change, until its link is followed' })),
  email_change_sent_at: Type.Optional(Timestamp),
  app_metadata: Metadata,
  user_metadata: Metadata,
  is_anonymous: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type User = Static<typeof User>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Built in code rather than by the statements: the same row serves the password check, the
 * token's claims and the session lookup of every signed-in request, whose one statement is the
 * hot path as benchmarked; GoTrue's optional fields are left out when empty.
 */
export function userView(row: UserRow): User {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    ...(row.banned_until ? { banned_until: row.banned_until.toISOString() } : {}),
    ...(row.new_email ? { new_email: row.new_email } : {}),
    ...(row.email_change_sent_at ? { email_change_sent_at: row.email_change_sent_at.toISOString() } : {}),
    app_metadata: row.app_metadata,
    user_metadata: row.user_metadata,
    is_anonymous: false,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
