-- Accounts made before product grants carry no `app_metadata.apps`, so their tokens would be
-- refused here. Each person compliance knows is queued for the grant of `compliance` in the
-- identity provider, by the worker of `identity.grant-product` once the service runs (the
-- provider is not reachable from a migration, and may still be starting). The grant keeps the
-- person's other products and changes nothing for one who has it already; many attempts,
-- because the provider may be away for a while at the first start after an upgrade.
insert into work_items (queue, payload, dedupe_key, max_attempts)
select 'identity.grant-product', jsonb_build_object('userId', id), id, 100
from users
on conflict (queue, dedupe_key) where dedupe_key is not null do nothing;
