-- The administrator's own name when the signup gave it: the factory's mails greet the person by
-- it. Without one they greet by the e-mail address's name, never by the organisation's.
alter table tenants add column admin_name text;
