-- 信息公开 for parents (server/modules/disclosure/, docs/product-rules.md#public-disclosure, decision 0019): each
-- school's public link, satisfaction surveys and their answers, and complaints with their reference numbers.
-- Everything a parent writes is plain text, stored as typed and never rendered as HTML.

-- A school's public pages are reached by an unguessable token (its QR code), never by its id; a school may replace
-- its token (the old link and QR code stop working).
CREATE TABLE school_public_link (
  school_id bigint PRIMARY KEY REFERENCES dept (id),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
  create_time timestamptz NOT NULL DEFAULT now()
);

-- 满意度评价: a survey of a unit (a school for itself, a bureau for schools of its reach), open from start_date to
-- end_date (inclusive), for an audience (1 家长, 2 学生, 3 教职工), of rating questions scored 1–5.
-- status: 1 进行中 (open within its period), 2 已结束 (ended early by its unit).
CREATE TABLE survey (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  create_dept bigint NOT NULL REFERENCES dept (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  audience smallint NOT NULL CHECK (audience BETWEEN 1 AND 3),
  start_date date NOT NULL,
  end_date date NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (end_date >= start_date)
);
CREATE TABLE survey_school (
  survey_id bigint NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
  school_id bigint NOT NULL REFERENCES dept (id),
  PRIMARY KEY (survey_id, school_id)
);
CREATE INDEX survey_school_school ON survey_school (school_id);
CREATE TABLE survey_question (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  survey_id bigint NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
  sort smallint NOT NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  UNIQUE (survey_id, sort)
);
-- One answer sheet from a school's public page: a score per question and an optional comment.
CREATE TABLE survey_response (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  survey_id bigint NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
  school_id bigint NOT NULL REFERENCES dept (id),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 500),
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX survey_response_survey ON survey_response (survey_id, school_id, create_time);
CREATE TABLE survey_score (
  response_id bigint NOT NULL REFERENCES survey_response (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES survey_question (id) ON DELETE CASCADE,
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  PRIMARY KEY (response_id, question_id)
);

-- 投诉建议: kind 1 投诉 · 2 建议; source 1 公开页面 · 2 工作人员录入. status 0 待受理 · 1 处理中 (assigned) · 2 已回复 ·
-- 3 已办结. ref_no: 16 random base32 characters (80 bits), the parent's only key to the reply. due_at: the reply's
-- deadline; escalated_time: when an unreplied complaint past it went up to the bureau (once).
CREATE TABLE complaint (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  ref_no text NOT NULL UNIQUE CHECK (ref_no ~ '^[A-Z2-7]{16}$'),
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  source smallint NOT NULL CHECK (source IN (1, 2)),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 50),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
  contact_name text NOT NULL DEFAULT '' CHECK (char_length(contact_name) <= 20),
  contact_phone text NOT NULL DEFAULT '' CHECK (contact_phone = '' OR contact_phone ~ '^1[3-9][0-9]{9}$'),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  handler_user bigint REFERENCES app_user (id),
  assign_time timestamptz,
  due_at timestamptz NOT NULL,
  escalated_time timestamptz,
  reply text NOT NULL DEFAULT '' CHECK (char_length(reply) <= 1000),
  reply_user bigint REFERENCES app_user (id),
  reply_time timestamptz,
  close_user bigint REFERENCES app_user (id),
  close_time timestamptz,
  create_user bigint REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status < 2 OR reply <> '')
);
CREATE INDEX complaint_school ON complaint (school_id, create_time DESC, id DESC);
CREATE INDEX complaint_open ON complaint (due_at) WHERE status < 2 AND escalated_time IS NULL;
