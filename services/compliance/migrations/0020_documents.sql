-- Uploaded documents: the bytes live in the blob store under `blob_key`, this row says whose
-- they are and what they are. `source` tells the extraction upload (`upload`, an entity and a
-- document type required) from the vault (`vault`, both optional). The type is the one the
-- magic bytes showed, never the name or the claimed content type.
create table documents (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  entity_id uuid references entities (id),
  document_type text check (document_type in
    ('PAN_CARD', 'GST_CERTIFICATE', 'CERTIFICATE_OF_INCORPORATION', 'FINANCIAL_STATEMENT')),
  source text not null check (source in ('upload', 'vault')),
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/tiff')),
  size_bytes bigint not null check (size_bytes >= 0),
  sha256 text not null,
  blob_key text not null unique,
  uploaded_by text not null,
  created_at timestamptz not null default now()
);
create index documents_tenant_idx on documents (tenant_id, created_at desc, id desc);
create index documents_entity_idx on documents (entity_id, created_at desc, id desc) where entity_id is not null;

-- One extraction of one document. `processing` until the worker records the outcome:
-- `completed` with the extracted fields, or `failed` with `error`. The outcome and its
-- extraction.completed / extraction.failed outbox row commit together.
create table extraction_jobs (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenants (id),
  document_id uuid not null references documents (id),
  entity_id uuid references entities (id),
  document_type text,
  status text not null default 'processing' check (status in ('processing', 'completed', 'failed')),
  category text,
  method text,
  extracted_data jsonb,
  confidence jsonb,
  verification_flags jsonb,
  processing_time_ms integer,
  error text,
  requested_by text not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((status = 'processing') = (completed_at is null))
);
create index extraction_jobs_document_idx on extraction_jobs (document_id, created_at desc);
