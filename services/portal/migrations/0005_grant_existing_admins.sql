-- Product grants: an identity token reaches the portal only when `app_metadata.apps` names the
-- portal or the product the person's tenant bought. Sign-ups now write that grant; the
-- administrators who signed up before carry none. Each (user, product) the portal knows of, from
-- its tenants and their administrators' roles, is handed to the `identity.grant-product` worker,
-- which adds the product at the identity provider and keeps the others. 1000 tries with the
-- backoff capped at an hour: an identity provider down for weeks still ends with every grant.
insert into work_items (queue, payload, max_attempts, dedupe_key)
select 'identity.grant-product',
       jsonb_build_object('userId', admins.user_id::text, 'product', admins.app),
       1000,
       admins.user_id::text || ':' || admins.app
from (
  select admin_user_id as user_id, app from tenants
  union
  select user_id, app from user_roles where role = 'admin'
) admins
where admins.app in ('compliance', 'training', 'factory', 'portal')
on conflict (queue, dedupe_key) where dedupe_key is not null do nothing;
