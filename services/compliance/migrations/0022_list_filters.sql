-- The filters of the entity and workflow instance lists (GET /entities, GET /workflows/instances).

-- Open instances of a tenant by due date: `overdue` (due before today and not completed) on
-- both lists is one range of it, and its entity_id answers the entity list's filter from the
-- index alone.
create index workflow_instances_open_due_idx on workflow_instances (tenant_id, due_date, entity_id)
  where status <> 'COMPLETED';

-- A tenant's instances by due date whatever their status: `dueFrom`/`dueTo` and `sort=dueDate`.
create index workflow_instances_tenant_due_idx on workflow_instances (tenant_id, due_date, id);
