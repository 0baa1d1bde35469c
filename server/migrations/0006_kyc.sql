-- 0006 kyc: uploaded images (bytes in the database, so PGlite and PostgreSQL need no filesystem)
-- and identity verification applications, one row per submission, decided by the operator.

CREATE TABLE uploads (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX uploads_user ON uploads (user_id, created_at DESC);

CREATE TABLE kyc_applications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  level text NOT NULL CHECK (level IN ('basic', 'advanced')),
  status text NOT NULL CHECK (status IN ('under_review', 'verified', 'rejected')),
  country text,
  full_name text,
  id_number text,
  contact text,
  address text,
  front_upload_id text REFERENCES uploads (id),
  back_upload_id text REFERENCES uploads (id),
  hand_upload_id text REFERENCES uploads (id),
  address_upload_id text REFERENCES uploads (id),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK (level <> 'basic' OR (country IS NOT NULL AND full_name IS NOT NULL AND id_number IS NOT NULL
    AND contact IS NOT NULL AND front_upload_id IS NOT NULL AND back_upload_id IS NOT NULL AND hand_upload_id IS NOT NULL)),
  CHECK (level <> 'advanced' OR (address IS NOT NULL AND address_upload_id IS NOT NULL)),
  CHECK ((status = 'under_review') = (reviewed_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX kyc_applications_user ON kyc_applications (user_id, level, id DESC);
CREATE INDEX kyc_applications_pending ON kyc_applications (level, id) WHERE status = 'under_review';
-- At most one application per level under review, and one verified: concurrent submissions cannot both win.
CREATE UNIQUE INDEX kyc_applications_one_pending ON kyc_applications (user_id, level) WHERE status = 'under_review';
CREATE UNIQUE INDEX kyc_applications_one_verified ON kyc_applications (user_id, level) WHERE status = 'verified';
