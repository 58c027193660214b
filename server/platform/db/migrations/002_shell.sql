-- The console shell's own data: to-do items, uploaded error logs, single-use hand-off codes to other
-- sites, and the service hotlines shown in the header.

-- target: a user id (target_user) or a role alias (target_role) within the tenant
CREATE TABLE todo_item (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  target_user bigint,
  target_role text,
  kind text NOT NULL,
  title text NOT NULL,
  count integer NOT NULL DEFAULT 0,
  due_time timestamptz,
  path text NOT NULL DEFAULT '',
  done smallint NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now(),
  CHECK (target_user IS NOT NULL OR target_role IS NOT NULL)
);
CREATE INDEX todo_item_target ON todo_item (tenant_id, target_role);

CREATE TABLE error_log (
  id bigserial PRIMARY KEY,
  tenant_id varchar(12) NOT NULL,
  subject_kind text NOT NULL,
  subject_id bigint NOT NULL,
  type text NOT NULL,
  message text NOT NULL,
  stack text NOT NULL,
  info text NOT NULL,
  url text NOT NULL,
  client_time text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE handoff_code (
  code_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  target text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- dept_id NULL: the tenant-wide hotline
CREATE TABLE service_number (
  id bigserial PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  dept_id bigint REFERENCES dept (id),
  name text NOT NULL,
  phone text NOT NULL
);
