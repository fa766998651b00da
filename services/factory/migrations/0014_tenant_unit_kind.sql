-- What the tenant makes, as chosen at signup: its first production configuration is written
-- from the template of this kind. Tenants from before it, and those the super-admin creates,
-- are 'other'.
alter table tenants add column unit_kind text not null default 'other'
  check (unit_kind in ('garment', 'footwear', 'other'));
