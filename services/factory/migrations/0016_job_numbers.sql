-- A job's number within its tenant (1, 2, 3 ...), the one the floor reads out and finds a job
-- by. `job_counters` holds each tenant's last number; a job's insert takes the next one with an
-- upsert on the tenant's counter row, whose row lock makes jobs created together wait their
-- turn: two jobs never get one number. A deleted job's number is not given again.
create table job_counters (
  tenant_id uuid primary key references tenants (id) on delete cascade,
  last_number integer not null
);

alter table jobs add column job_number integer;

-- Jobs from before it are numbered in the order they were created.
update jobs set job_number = numbered.n
from (
  select id, row_number() over (partition by tenant_id order by created_at, id) as n from jobs
) numbered
where jobs.id = numbered.id;

alter table jobs alter column job_number set not null;
alter table jobs add constraint jobs_tenant_number_key unique (tenant_id, job_number);

insert into job_counters (tenant_id, last_number)
select tenant_id, max(job_number) from jobs group by tenant_id;
