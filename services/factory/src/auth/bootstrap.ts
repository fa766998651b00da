import { type Queryable, sql } from '@platform/kernel/db';
import { generatePassword, hashPassword } from '@platform/kernel/passwords';

export type SuperAdminBootstrap =
  | { readonly created: false }
  | { readonly created: true; readonly email: string; readonly generatedPassword?: string };

/**
 * Creates the super-admin when no user has its e-mail yet. An existing account is left as it
 * is, so restarts change nothing; of replicas starting together only one inserts it, and only
 * that one reports a generated password.
 */
export async function ensureSuperAdmin(
  db: Queryable,
  settings: { readonly email: string; readonly password: string | undefined },
): Promise<SuperAdminBootstrap> {
  const email = settings.email.trim().toLowerCase();
  const { rows } = await db.query(sql`select 1 from factory.users where email = ${email}`);
  if (rows.length > 0) return { created: false };
  const password = settings.password ?? generatePassword();
  const inserted = await db.query(
    sql`insert into factory.users (name, email, password_hash, role, password_changed_at)
        values ('Super Admin', ${email}, ${await hashPassword(password)}, 'super-admin', now())
        on conflict (email) do nothing`,
  );
  if (inserted.rowCount === 0) return { created: false };
  return settings.password === undefined
    ? { created: true, email, generatedPassword: password }
    : { created: true, email };
}
