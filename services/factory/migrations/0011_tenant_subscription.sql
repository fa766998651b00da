-- The portal's word on a tenant it provisioned: the subscription's status (the reason its users
-- read when the tenant is suspended) and the portal's sequence number of that status, so that a
-- status delivered late (retries, two replicas) never overrides a newer one.
alter table tenants add column subscription_status text
  check (subscription_status in ('active', 'halted', 'cancelled'));
alter table tenants add column subscription_seq bigint;
