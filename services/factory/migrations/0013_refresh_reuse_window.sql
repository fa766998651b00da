-- The refresh-token reuse window (REFRESH_TOKEN_REUSE_INTERVAL): a rotated token keeps its
-- successor, sealed with a key only the rotated token gives (the table still holds no token in
-- clear), so that a reuse within the window is answered with the family's current token.
alter table refresh_tokens add column successor text;
