-- The refresh-token reuse window (REFRESH_TOKEN_REUSE_INTERVAL): when a token was rotated, and
-- its successor sealed with a key only the spent token gives (the table still holds no token in
-- clear). A reuse within the window follows the seals to the session's current token; a reuse
-- after it, or of a token rotated before this column existed, still ends the session.
alter table refresh_tokens add column revoked_at timestamptz;
alter table refresh_tokens add column successor text;
