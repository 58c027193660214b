-- 应急预案 and 培训考核 (server/modules/safety/routes/plans.ts, training.ts; docs/product-rules.md#应急预案): a school's emergency plans, kept by
-- the school's side, and the drills recorded on them. Attachments and photos are stored files (server/modules/file).

-- kind: 1 食物中毒, 2 停水停电, 3 火灾, 4 其他; responsible, steps and contacts are plain text (one per line)
CREATE TABLE safety_plan (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3, 4)),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  responsible text NOT NULL,
  steps text NOT NULL,
  contacts text NOT NULL DEFAULT '',
  attachment_ids bigint[] NOT NULL DEFAULT '{}',
  create_dept bigint NOT NULL REFERENCES dept (id),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX safety_plan_school ON safety_plan (tenant_id, school_id);

-- a drill of a plan: its day, how many took part and who, what it found, its photos
CREATE TABLE safety_drill (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  plan_id bigint NOT NULL REFERENCES safety_plan (id),
  drill_date date NOT NULL,
  participant_count integer NOT NULL CHECK (participant_count BETWEEN 1 AND 10000),
  participants text NOT NULL DEFAULT '',
  findings text NOT NULL DEFAULT '',
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_drill_plan ON safety_drill (plan_id, drill_date DESC);

-- 培训考核: the district's courses (the bureau keeps them; hours are 学时, whole), the sessions held in a canteen with
-- the food handlers (work_personnel) who attended, and the tenant's required hours a year (default 40).
CREATE TABLE safety_course (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  hours integer NOT NULL CHECK (hours BETWEEN 1 AND 100),
  material_ids bigint[] NOT NULL DEFAULT '{}',
  create_dept bigint NOT NULL REFERENCES dept (id),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX safety_course_tenant ON safety_course (tenant_id);

CREATE TABLE safety_training (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  course_id bigint NOT NULL REFERENCES safety_course (id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  train_date date NOT NULL,
  create_dept bigint NOT NULL REFERENCES dept (id),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_training_canteen ON safety_training (tenant_id, canteen_id, train_date DESC);

CREATE TABLE safety_training_attendee (
  training_id bigint NOT NULL REFERENCES safety_training (id) ON DELETE CASCADE,
  person_id bigint NOT NULL REFERENCES work_personnel (id),
  PRIMARY KEY (training_id, person_id)
);
CREATE INDEX safety_training_attendee_person ON safety_training_attendee (person_id);

CREATE TABLE safety_setting (
  tenant_id varchar(12) PRIMARY KEY REFERENCES tenant (tenant_id),
  required_hours integer NOT NULL DEFAULT 40 CHECK (required_hours BETWEEN 1 AND 1000),
  update_user bigint REFERENCES app_user (id),
  update_time timestamptz NOT NULL DEFAULT now()
);
