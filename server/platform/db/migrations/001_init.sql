-- The foundation: tenants, organisation, accounts, sign-in state, dictionaries and menus.
-- Ids are bigint (the real backend's snowflake ids) and travel as strings in JSON.
-- Everything that must survive a restart or be seen by another server instance lives here.

CREATE TABLE app_setting (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE tenant (
  tenant_id varchar(12) PRIMARY KEY,
  tenant_name text NOT NULL,
  is_deleted smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- dept_category: 1 education bureau / agency, 2 school, 3 canteen, 4 supervising unit, 5 bank, 6 company
CREATE TABLE dept (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  parent_id bigint NOT NULL DEFAULT 0,
  dept_name text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  dept_category smallint NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0,
  remark text NOT NULL DEFAULT '',
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dept_tenant_parent ON dept (tenant_id, parent_id);

CREATE TABLE role (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  parent_id bigint NOT NULL DEFAULT 0,
  role_name text NOT NULL,
  role_alias text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX role_alias_unique ON role (tenant_id, role_alias) WHERE is_deleted = 0;

-- user_type: admin, education, jiWei, market, school, canteen, bank; login_type 0-9 (docs/product-rules.md#users-and-brands)
CREATE TABLE app_user (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  account text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  real_name text NOT NULL DEFAULT '',
  nick_name text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  sex smallint NOT NULL DEFAULT 0,
  dept_id bigint REFERENCES dept (id),
  role_id bigint REFERENCES role (id),
  user_type text NOT NULL,
  login_type smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_account_unique ON app_user (tenant_id, lower(account)) WHERE is_deleted = 0;
CREATE INDEX app_user_account ON app_user (lower(account));
CREATE INDEX app_user_phone ON app_user (phone);

CREATE TABLE supplier_company (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  supplier_name text NOT NULL,
  contacts_name text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  credit_code text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE supplier_account (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  company_id bigint NOT NULL REFERENCES supplier_company (id),
  account text NOT NULL,
  password_hash text NOT NULL,
  real_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX supplier_account_unique ON supplier_account (tenant_id, lower(account)) WHERE is_deleted = 0;
CREATE INDEX supplier_account_account ON supplier_account (lower(account));

-- One row a signed-in session; access tokens name it (sid) so a revocation is seen by every instance.
CREATE TABLE auth_session (
  id uuid PRIMARY KEY,
  tenant_id varchar(12) NOT NULL,
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'supplier')),
  subject_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  refresh_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  address text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX auth_session_subject ON auth_session (subject_kind, subject_id);

-- Refresh tokens are stored as hashes; a second use of one revokes its session (reuse detection).
CREATE TABLE refresh_token (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_token_session ON refresh_token (session_id);

CREATE TABLE captcha (
  key uuid PRIMARY KEY,
  code text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sms_code (
  id uuid PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  validated_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX sms_code_phone ON sms_code (phone, created_at);

-- The reference server has no SMS gateway: messages are written here (and to the log).
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-in failures per scope ('account:<tenant>:<kind>:<account>' or 'address:<ip>').
CREATE TABLE login_throttle (
  scope text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  first_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

-- Dictionaries are platform-wide (BladeX style): a parent row per code (parent_id 0, dict_key '-1')
-- and its entries under it.
CREATE TABLE dict (
  id bigint PRIMARY KEY,
  parent_id bigint NOT NULL DEFAULT 0,
  code text NOT NULL,
  dict_key text NOT NULL,
  dict_value text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  remark text NOT NULL DEFAULT '',
  is_sealed smallint NOT NULL DEFAULT 0,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX dict_code ON dict (code, parent_id);

-- category: 1 menu, 2 button. i18n: the English catalogue key; roles: role aliases that may see it
-- (empty: everyone with the menu).
CREATE TABLE menu (
  id bigint PRIMARY KEY,
  parent_id bigint NOT NULL DEFAULT 0,
  code text NOT NULL,
  name text NOT NULL,
  alias text NOT NULL DEFAULT '',
  path text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  category smallint NOT NULL DEFAULT 1,
  action smallint NOT NULL DEFAULT 0,
  is_open smallint NOT NULL DEFAULT 1,
  keep_alive smallint NOT NULL DEFAULT 0,
  i18n text NOT NULL DEFAULT '',
  roles text[] NOT NULL DEFAULT '{}',
  remark text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX menu_parent ON menu (parent_id);

CREATE TABLE top_menu (
  id bigint PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  source text NOT NULL DEFAULT '',
  path text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  i18n text NOT NULL DEFAULT '',
  is_deleted smallint NOT NULL DEFAULT 0
);

-- Which menu roots belong to which top menu.
CREATE TABLE top_menu_setting (
  top_menu_id bigint NOT NULL REFERENCES top_menu (id),
  menu_id bigint NOT NULL REFERENCES menu (id),
  PRIMARY KEY (top_menu_id, menu_id)
);

-- Which menus and buttons a role may use.
CREATE TABLE role_menu (
  role_id bigint NOT NULL REFERENCES role (id),
  menu_id bigint NOT NULL REFERENCES menu (id),
  PRIMARY KEY (role_id, menu_id)
);
