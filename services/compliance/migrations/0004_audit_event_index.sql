-- Rows written without an event id (most writes) stay out of the unique index.
alter table audit_logs drop constraint audit_logs_event_id_key;
create unique index audit_logs_event_id_idx on audit_logs (event_id) where event_id is not null;
