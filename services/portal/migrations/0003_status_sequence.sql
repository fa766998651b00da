-- How many times the tenant's status has changed: the factory applies the status it is sent only
-- when this number is newer than the last it applied, so a late retry never undoes a newer change.
alter table tenants add column status_seq bigint not null default 0;
