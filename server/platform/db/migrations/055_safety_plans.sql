-- 应急预案 (server/modules/safety/routes/plans.ts, docs/product-rules.md#应急预案): a school's emergency plans, kept by
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
