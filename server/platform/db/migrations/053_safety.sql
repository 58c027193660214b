-- 安全服务 (server/modules/safety/, docs/product-rules.md#safety-service): checklist templates kept by the district in
-- versions, inspections of a canteen (self-inspection by the school, or by the bureau or market supervision) with one
-- row per checklist item, the hazards every 不符合 item becomes and their rectification, the log of every state change,
-- and the notices' read receipts (通知公告 over the one notice table).

-- A checklist template of a tenant: its items live in versions; editing one adds a version, an inspection keeps the
-- version it used.
CREATE TABLE safety_template (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  current_version integer NOT NULL DEFAULT 1,
  create_dept bigint NOT NULL REFERENCES dept (id),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0
);
CREATE INDEX safety_template_tenant ON safety_template (tenant_id);

-- items: [{ "area": "…", "content": "…" }] in the order they are checked, grouped by area
CREATE TABLE safety_template_version (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  template_id bigint NOT NULL REFERENCES safety_template (id),
  version integer NOT NULL CHECK (version >= 1),
  items jsonb NOT NULL,
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (template_id, version)
);

-- kind: 1 学校自查, 2 教育局检查, 3 市场监管检查 (by the inspector's role)
CREATE TABLE safety_inspection (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  template_version_id bigint NOT NULL REFERENCES safety_template_version (id),
  inspect_date date NOT NULL,
  summary text NOT NULL DEFAULT '',
  inspect_dept bigint NOT NULL REFERENCES dept (id),
  inspect_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_inspection_canteen ON safety_inspection (tenant_id, canteen_id, inspect_date DESC, id DESC);

-- result: 1 符合, 2 不符合, 3 不适用
CREATE TABLE safety_inspection_item (
  inspection_id bigint NOT NULL REFERENCES safety_inspection (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  area text NOT NULL,
  content text NOT NULL,
  result smallint NOT NULL CHECK (result IN (1, 2, 3)),
  note text NOT NULL DEFAULT '',
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (inspection_id, seq)
);

-- A hazard: one 不符合 item. status: 0 待整改, 1 待确认 (rectified), 2 已确认 (closed); a return sends it back to 0.
CREATE TABLE safety_hazard (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  inspection_id bigint NOT NULL REFERENCES safety_inspection (id),
  seq integer NOT NULL,
  description text NOT NULL,
  deadline date NOT NULL,
  responsible text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  rectify_note text NOT NULL DEFAULT '',
  rectify_photo_ids bigint[] NOT NULL DEFAULT '{}',
  rectify_user bigint REFERENCES app_user (id),
  rectify_time timestamptz,
  return_reason text NOT NULL DEFAULT '',
  confirm_user bigint REFERENCES app_user (id),
  confirm_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (inspection_id, seq)
);
-- the lists filter by the canteens of the caller's reach: by status and deadline (the open ones, the overdue list)
CREATE INDEX safety_hazard_canteen ON safety_hazard (tenant_id, canteen_id, status, deadline);

-- every state change of the domain, one row each: who did what to which record
CREATE TABLE safety_log (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  -- template, inspection, hazard
  entity text NOT NULL,
  entity_id bigint NOT NULL,
  -- save, create, rectify, confirm, return
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  user_id bigint REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_log_entity ON safety_log (entity, entity_id);

-- 通知公告's read receipts: the first time a user of a school (or its canteen) opened a published notice
CREATE TABLE notice_read (
  notice_id bigint NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES app_user (id),
  school_id bigint REFERENCES dept (id),
  read_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, user_id)
);
CREATE INDEX notice_read_school ON notice_read (notice_id, school_id);

-- 服务热线's call log: a call the district's service line took (the bureau records it), about a school of its reach or
-- the district; kind 1 咨询, 2 投诉, 3 求助; status 0 待处理, 1 已处理 (with the handling note).
CREATE TABLE safety_call (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint REFERENCES dept (id),
  call_time timestamptz NOT NULL,
  caller text NOT NULL,
  phone text NOT NULL DEFAULT '',
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  content text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  result text NOT NULL DEFAULT '',
  record_dept bigint NOT NULL REFERENCES dept (id),
  record_user bigint NOT NULL REFERENCES app_user (id),
  handle_user bigint REFERENCES app_user (id),
  handle_time timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX safety_call_tenant ON safety_call (tenant_id, call_time DESC);

-- 食安知识库: the district's articles by category (1 法规解读, 2 操作规范, 3 案例警示, 4 科普知识), plain text; `initials` are
-- the title's pinyin initials, kept at each save for the search.
CREATE TABLE safety_article (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  category smallint NOT NULL CHECK (category IN (1, 2, 3, 4)),
  title text NOT NULL,
  initials text NOT NULL DEFAULT '',
  content text NOT NULL,
  create_dept bigint NOT NULL REFERENCES dept (id),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0
);
CREATE INDEX safety_article_tenant ON safety_article (tenant_id, category, update_time DESC);
