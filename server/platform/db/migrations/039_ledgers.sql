-- The daily food-safety ledgers (台账, docs/product-rules.md#ledgers): one typed table per ledger, each with the
-- ledger engine's common columns (docs/architecture.md#ledgers):
--   tenant_id, school_id, canteen_id  whose record it is
--   record_date                       the day it records (local)
--   state                             1 有效 · 2 已更正 (corrected_by names the newer record) · 3 已作废 (void_reason)
--   corrects_id                       the record this one corrects (the old one stays readable, state 2)
--   correction_reason                 why it corrects or voids
--   photo_ids                         stored files (the file rules: the writer could see them)
--   create_user, create_user_name, create_time, update_time, version
-- Records are evidence: edits only by the writer on the record's own day, corrections afterwards as new records; a
-- DELETE is refused whatever the code does.
CREATE FUNCTION ledger_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger records are never deleted (%)', TG_TABLE_NAME;
END $$;

-- 晨检 joins the engine: the morning checks of 从业人员 gain the common columns, the symptoms and the certificate flag.
ALTER TABLE work_morning_check RENAME COLUMN check_date TO record_date;
ALTER TABLE work_morning_check ADD COLUMN school_id bigint REFERENCES dept (id);
ALTER TABLE work_morning_check ADD COLUMN canteen_id bigint REFERENCES dept (id);
UPDATE work_morning_check m SET school_id = p.school_id, canteen_id = p.canteen_id FROM work_personnel p WHERE p.id = m.personnel_id;
ALTER TABLE work_morning_check ALTER COLUMN school_id SET NOT NULL;
ALTER TABLE work_morning_check ALTER COLUMN canteen_id SET NOT NULL;
ALTER TABLE work_morning_check ALTER COLUMN check_time SET DEFAULT app_now();
ALTER TABLE work_morning_check ALTER COLUMN temperature SET NOT NULL;
ALTER TABLE work_morning_check ADD COLUMN person_name text NOT NULL DEFAULT '';
UPDATE work_morning_check m SET person_name = p.name FROM work_personnel p WHERE p.id = m.personnel_id;
-- 发热 fever, 腹泻 diarrhea, 呕吐 vomiting, 咽部炎症 sore_throat, 手部伤口或化脓 hand_wound
ALTER TABLE work_morning_check ADD COLUMN symptoms text[] NOT NULL DEFAULT '{}'
  CHECK (symptoms <@ ARRAY['fever', 'diarrhea', 'vomiting', 'sore_throat', 'hand_wound']);
-- the person's health certificate had lapsed (or was missing) on the day of the check
ALTER TABLE work_morning_check ADD COLUMN cert_expired boolean NOT NULL DEFAULT false;
ALTER TABLE work_morning_check ADD COLUMN state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3));
ALTER TABLE work_morning_check ADD COLUMN corrects_id bigint REFERENCES work_morning_check (id);
ALTER TABLE work_morning_check ADD COLUMN correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200);
ALTER TABLE work_morning_check ADD COLUMN photo_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE work_morning_check ADD COLUMN create_user bigint;
ALTER TABLE work_morning_check ADD COLUMN create_user_name text NOT NULL DEFAULT '';
ALTER TABLE work_morning_check ADD COLUMN create_time timestamptz NOT NULL DEFAULT app_now();
ALTER TABLE work_morning_check ADD COLUMN update_time timestamptz NOT NULL DEFAULT app_now();
ALTER TABLE work_morning_check ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE work_morning_check ALTER COLUMN remark SET DEFAULT '';
ALTER TABLE work_morning_check ADD CONSTRAINT work_morning_check_remark CHECK (char_length(remark) <= 200);
UPDATE work_morning_check SET create_time = check_time, update_time = check_time;
-- one current check a person a day; the corrected and voided ones stay beside it
ALTER TABLE work_morning_check DROP CONSTRAINT work_morning_check_personnel_id_check_date_key;
CREATE UNIQUE INDEX work_morning_check_current ON work_morning_check (personnel_id, record_date) WHERE state = 1;
CREATE INDEX work_morning_check_corrects ON work_morning_check (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX work_morning_check_canteen ON work_morning_check (canteen_id, record_date);
CREATE TRIGGER work_morning_check_keep BEFORE DELETE ON work_morning_check FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 加工记录: a dish of a meal, its cook, its servings and core temperature, and the 出库 movements it was made from.
CREATE TABLE ledger_processing (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal IN (1, 2, 3)),
  dish text NOT NULL CHECK (char_length(dish) BETWEEN 1 AND 50),
  cook_id bigint REFERENCES work_personnel (id),
  cook_name text NOT NULL DEFAULT '',
  servings integer CHECK (servings > 0),
  -- tenths of °C
  core_temp smallint CHECK (core_temp BETWEEN 0 AND 1500),
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_processing (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_processing_corrects ON ledger_processing (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_processing_day ON ledger_processing (canteen_id, record_date, meal);
CREATE INDEX ledger_processing_tenant_day ON ledger_processing (tenant_id, record_date);
CREATE TRIGGER ledger_processing_keep BEFORE DELETE ON ledger_processing FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

CREATE TABLE ledger_processing_issue (
  processing_id bigint NOT NULL REFERENCES ledger_processing (id),
  movement_id bigint NOT NULL REFERENCES stock_movement (id),
  PRIMARY KEY (processing_id, movement_id)
);
-- the trace's way down: a batch's issues → the dishes made from them
-- (the writer's edit of the day may change a dish's batches: these links are part of the record, not evidence apart)
CREATE INDEX ledger_processing_issue_movement ON ledger_processing_issue (movement_id);

-- 留样: a sample of a dish of a meal — its weight, container sealed, the fridge's temperature, how long it is kept.
CREATE TABLE ledger_sample (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal IN (1, 2, 3)),
  -- the dish's 加工记录 of the day (its name kept as it was)
  processing_id bigint REFERENCES ledger_processing (id),
  dish text NOT NULL CHECK (char_length(dish) BETWEEN 1 AND 50),
  weight_g integer NOT NULL CHECK (weight_g > 0),
  sealed boolean NOT NULL,
  -- tenths of °C
  storage_temp smallint NOT NULL,
  keep_hours smallint NOT NULL CHECK (keep_hours > 0),
  sampler_id bigint REFERENCES work_personnel (id),
  sampler_name text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_sample (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_sample_corrects ON ledger_sample (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_sample_day ON ledger_sample (canteen_id, record_date, meal);
CREATE INDEX ledger_sample_tenant_day ON ledger_sample (tenant_id, record_date);
CREATE INDEX ledger_sample_processing ON ledger_sample (processing_id);
CREATE TRIGGER ledger_sample_keep BEFORE DELETE ON ledger_sample FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();
