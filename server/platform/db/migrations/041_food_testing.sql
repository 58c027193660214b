-- 检测管理 (docs/product-rules.md#食品检测): a canteen's testing devices, its rapid and pesticide tests of stock batches
-- (two ledgers of the engine, with its common columns — see 039_ledgers.sql) and the reports of outside labs.

-- 检测设备: never deleted (停用 instead); a test names the device and is flagged when its calibration was past due.
CREATE TABLE test_device (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  model text NOT NULL DEFAULT '' CHECK (char_length(model) <= 50),
  serial_no text NOT NULL DEFAULT '' CHECK (char_length(serial_no) <= 50),
  calibrated_on date,
  calibration_due date,
  -- 1 在用 · 2 停用
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2)),
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (calibration_due IS NULL OR calibrated_on IS NULL OR calibration_due >= calibrated_on)
);
CREATE INDEX test_device_canteen ON test_device (canteen_id, state);
CREATE UNIQUE INDEX test_device_serial ON test_device (canteen_id, serial_no) WHERE serial_no <> '';
CREATE TRIGGER test_device_keep BEFORE DELETE ON test_device FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 快速检测: a sample of a batch tested for an item (亚硝酸盐, 甲醛, …) — the value against the limit for measured items,
-- the result read for the others; the device and its calibration; the tester; the follow-up of a failing batch.
CREATE TABLE ledger_rapid_test (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  -- the batch tested (the goods' name kept as it was); the demo's older tests of goods eaten long ago have none
  batch_id bigint REFERENCES stock_batch (id),
  goods_name text NOT NULL DEFAULT '',
  item text NOT NULL CHECK (item IN ('nitrite', 'sulfur_dioxide', 'formaldehyde', 'rongalite', 'borax', 'clenbuterol', 'malachite_green', 'other')),
  method text NOT NULL CHECK (method IN ('test_strip', 'reagent_kit', 'colloidal_gold', 'photometer')),
  -- mg/kg, for the measured items
  value integer CHECK (value >= 0),
  threshold integer CHECK (threshold >= 0),
  -- 1 合格 · 2 不合格
  result smallint NOT NULL CHECK (result IN (1, 2)),
  device_id bigint REFERENCES test_device (id),
  device_name text NOT NULL DEFAULT '',
  -- the device's calibration was past due on the day of the test (or it had none)
  calibration_overdue boolean NOT NULL DEFAULT false,
  tester_id bigint REFERENCES work_personnel (id),
  tester_name text NOT NULL DEFAULT '',
  follow_up text CHECK (follow_up IN ('return', 'destroy', 'seal_retest', 'other')),
  follow_up_note text NOT NULL DEFAULT '' CHECK (char_length(follow_up_note) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_rapid_test (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_rapid_test_corrects ON ledger_rapid_test (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_rapid_test_day ON ledger_rapid_test (canteen_id, record_date);
CREATE INDEX ledger_rapid_test_tenant_day ON ledger_rapid_test (tenant_id, record_date);
-- the block on 出库 and the trace: a batch's current tests
CREATE INDEX ledger_rapid_test_batch ON ledger_rapid_test (batch_id, item, record_date DESC) WHERE state = 1;
CREATE TRIGGER ledger_rapid_test_keep BEFORE DELETE ON ledger_rapid_test FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 农残检测: 有机磷和氨基甲酸酯类农药 by the enzyme inhibition method; an inhibition rate ≥ 50 % is 不合格 (GB/T 5009.199-2003).
CREATE TABLE ledger_pesticide_test (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  batch_id bigint REFERENCES stock_batch (id),
  goods_name text NOT NULL DEFAULT '',
  item text NOT NULL CHECK (item IN ('op_carbamate')),
  method text NOT NULL CHECK (method IN ('enzyme_photometer', 'test_card')),
  -- the inhibition rate (%) and the limit it was judged by
  value integer NOT NULL CHECK (value BETWEEN 0 AND 100),
  threshold integer NOT NULL CHECK (threshold BETWEEN 0 AND 100),
  result smallint NOT NULL CHECK (result IN (1, 2)),
  device_id bigint REFERENCES test_device (id),
  device_name text NOT NULL DEFAULT '',
  calibration_overdue boolean NOT NULL DEFAULT false,
  tester_id bigint REFERENCES work_personnel (id),
  tester_name text NOT NULL DEFAULT '',
  follow_up text CHECK (follow_up IN ('return', 'destroy', 'seal_retest', 'other')),
  follow_up_note text NOT NULL DEFAULT '' CHECK (char_length(follow_up_note) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_pesticide_test (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_pesticide_test_corrects ON ledger_pesticide_test (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_pesticide_test_day ON ledger_pesticide_test (canteen_id, record_date);
CREATE INDEX ledger_pesticide_test_tenant_day ON ledger_pesticide_test (tenant_id, record_date);
CREATE INDEX ledger_pesticide_test_batch ON ledger_pesticide_test (batch_id, item, record_date DESC) WHERE state = 1;
CREATE TRIGGER ledger_pesticide_test_keep BEFORE DELETE ON ledger_pesticide_test FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 检测报告: an outside lab's report on a batch or a supplier, its items and conclusion, the report's files (PDF or
-- images, the file rules). Evidence as well: edited by the canteen, never deleted.
CREATE TABLE test_report (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  lab text NOT NULL CHECK (char_length(lab) BETWEEN 1 AND 100),
  report_no text NOT NULL CHECK (char_length(report_no) BETWEEN 1 AND 50),
  report_date date NOT NULL,
  batch_id bigint REFERENCES stock_batch (id),
  goods_name text NOT NULL DEFAULT '',
  supplier_id bigint REFERENCES supplier_company (id),
  supplier_name text NOT NULL DEFAULT '',
  items text NOT NULL CHECK (char_length(items) BETWEEN 1 AND 200),
  -- 1 合格 · 2 不合格
  conclusion smallint NOT NULL CHECK (conclusion IN (1, 2)),
  file_ids bigint[] NOT NULL DEFAULT '{}',
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (batch_id IS NOT NULL OR supplier_id IS NOT NULL)
);
CREATE INDEX test_report_canteen ON test_report (canteen_id, report_date DESC);
CREATE INDEX test_report_batch ON test_report (batch_id) WHERE batch_id IS NOT NULL;
CREATE INDEX test_report_supplier ON test_report (supplier_id) WHERE supplier_id IS NOT NULL;
CREATE UNIQUE INDEX test_report_no ON test_report (canteen_id, lab, report_no);
CREATE TRIGGER test_report_keep BEFORE DELETE ON test_report FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();
