-- The reminder log. A row of workflow_reminders is a reminder sent (its claim, written in the
-- transaction that sends the mail); it now also keeps whose it is and to whom and what was
-- sent, so that a tenant can read its reminders (GET /reminders) by an index of its own.
-- Rows written before this migration keep null recipients and subject: who received them was
-- not recorded.
alter table workflow_reminders
  add column tenant_id uuid references tenants (id),
  add column recipients text[],
  add column subject text;
update workflow_reminders r set tenant_id = i.tenant_id
  from workflow_instances i where i.id = r.instance_id;
alter table workflow_reminders alter column tenant_id set not null;
create index workflow_reminders_tenant_idx on workflow_reminders (tenant_id, sent_at desc);
