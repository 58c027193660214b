-- System administration: records made in the console, files in the database, supplier binding
-- and 函询 letters. Rows made in the console take ids from one sequence far above the seed's ids.

CREATE SEQUENCE entity_id_seq START 1960000000000000000;
ALTER TABLE dept ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE app_user ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE dict ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE menu ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE supplier_company ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE supplier_account ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');

-- agency_type: 1 education bureau, 2 education centre, 3 other agency (getDeptAgencyType);
-- canteen_type: 1 self-run, 2 contracted, 3 delivered meals (getCanteenTypeById).
-- approver_ids: the users who approve the department's tenders (chosen with the user picker); approvers:
-- the roster as recorded with them, [{ userId, realName, sex, deptName }] (the person-choose table).
ALTER TABLE dept ADD COLUMN agency_type smallint NOT NULL DEFAULT 0;
ALTER TABLE dept ADD COLUMN canteen_type smallint NOT NULL DEFAULT 0;
ALTER TABLE dept ADD COLUMN approver_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE dept ADD COLUMN approvers jsonb NOT NULL DEFAULT '[]';
ALTER TABLE dept ADD COLUMN contact_name text NOT NULL DEFAULT '';
ALTER TABLE dept ADD COLUMN contact_phone text NOT NULL DEFAULT '';
ALTER TABLE dept ADD COLUMN update_user bigint;
ALTER TABLE dict ADD COLUMN update_time timestamptz NOT NULL DEFAULT now();
ALTER TABLE menu ADD COLUMN update_time timestamptz NOT NULL DEFAULT now();
ALTER TABLE app_user ADD COLUMN birthday date;
ALTER TABLE app_user ADD COLUMN update_user bigint;
ALTER TABLE supplier_company ADD COLUMN legal_person text NOT NULL DEFAULT '';
ALTER TABLE supplier_company ADD COLUMN business_scope text NOT NULL DEFAULT '';
ALTER TABLE supplier_company ADD COLUMN license_file_id bigint;

CREATE INDEX app_user_tenant_dept ON app_user (tenant_id, dept_id) WHERE is_deleted = 0;
-- The user list's prefix searches (server/modules/user/list.ts): byte-ordered ("C") so that one index range both
-- finds the rows of a prefix and returns them in order, and a page stops after its rows.
CREATE INDEX app_user_tenant_name ON app_user (tenant_id, (lower(real_name) COLLATE "C")) WHERE is_deleted = 0;
CREATE INDEX app_user_tenant_account ON app_user (tenant_id, (lower(account) COLLATE "C")) WHERE is_deleted = 0;
CREATE INDEX app_user_tenant_phone ON app_user (tenant_id, (phone COLLATE "C")) WHERE is_deleted = 0;
CREATE INDEX dict_parent ON dict (parent_id) WHERE is_deleted = 0;

-- Uploaded files live in the database, so every server instance serves them.
CREATE TABLE stored_file (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL,
  owner_kind text NOT NULL,
  owner_id bigint NOT NULL,
  name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  -- a capability for <img src>: the link carries it, since an image request cannot carry Blade-Auth
  access_key text NOT NULL,
  content bytea NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_file_tenant ON stored_file (tenant_id);

-- Which suppliers a school (or canteen) buys from.
CREATE TABLE supplier_binding (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  dept_id bigint NOT NULL REFERENCES dept (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  remark text NOT NULL DEFAULT '',
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX supplier_binding_unique ON supplier_binding (dept_id, supplier_id) WHERE is_deleted = 0;

-- 函询: a letter of inquiry from a discipline-inspection (or education) user to a school.
-- status: 0 sent, 1 replied, 2 closed.
CREATE TABLE inquiry_letter (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  title text NOT NULL,
  content text NOT NULL,
  deadline date NOT NULL,
  status smallint NOT NULL DEFAULT 0,
  reply text NOT NULL DEFAULT '',
  reply_user bigint,
  reply_time timestamptz,
  create_user bigint NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0
);
CREATE INDEX inquiry_letter_tenant ON inquiry_letter (tenant_id, create_time DESC);

-- The dictionaries the product's own code reads cannot be removed (seed/dicts.ts SEALED_DICTIONARIES).
UPDATE dict SET is_sealed = 1 WHERE code IN ('sex', 'flow', 'user_type', 'login_type', 'dept_category');
