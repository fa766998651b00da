-- Metadata travels in every access token: bounded so that a token stays well within the
-- request-header limits of servers and proxies (see users/metadata.ts, METADATA_MAX_BYTES).
-- NOT VALID: enforced on every write from now on; rows written before are left as they are.
alter table users add constraint users_user_metadata_size check (octet_length(user_metadata::text) <= 4096) not valid;
alter table users add constraint users_app_metadata_size check (octet_length(app_metadata::text) <= 4096) not valid;
