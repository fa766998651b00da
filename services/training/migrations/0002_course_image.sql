-- The course as the API shows it, kept with the row: reads return it as stored, and an update
-- takes it as the audit entry's `before` instead of rebuilding it. Every write that changes what
-- a course shows rewrites it in the same transaction; rows from before this column get theirs
-- when the service starts.
alter table courses add column image json;
-- Empty while every image is in place: finding the rows that lack one (at every start) stays
-- an index probe however many courses there are.
create index courses_image_missing_idx on courses (id) where image is null;
