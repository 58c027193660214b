-- More daily ledgers on the engine (docs/product-rules.md#ledgers), each table with the engine's common columns
-- (039_ledgers.sql, docs/architecture.md#ledgers): 消毒记录, 添加剂使用 (with the canteen's named additive keepers),
-- 餐厨废弃物, and 陪餐记录 — the 陪餐制度 wall's accompanied_meal (003) moved onto the engine.

-- 消毒记录: a meal's disinfection of tableware, containers, tools or surfaces by a method and its figures.
CREATE TABLE ledger_disinfection (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal IN (1, 2, 3)),
  -- 餐用具 tableware, 盛放容器 container, 工用具 utensil, 操作台面 worktop, 其他 other
  object text NOT NULL CHECK (object IN ('tableware', 'container', 'utensil', 'worktop', 'other')),
  -- 煮沸 boiling, 蒸汽 steam, 红外线 infrared, 洗碗机 dishwasher, 含氯消毒剂 chlorine
  method text NOT NULL CHECK (method IN ('boiling', 'steam', 'infrared', 'dishwasher', 'chlorine')),
  -- pieces (件)
  quantity integer CHECK (quantity > 0),
  -- tenths of °C (heat methods)
  temperature smallint CHECK (temperature BETWEEN 0 AND 3000),
  -- effective chlorine, mg/L (chemical)
  concentration integer CHECK (concentration > 0),
  duration_min smallint NOT NULL CHECK (duration_min > 0),
  operator_id bigint REFERENCES work_personnel (id),
  operator_name text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_disinfection (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_disinfection_corrects ON ledger_disinfection (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_disinfection_day ON ledger_disinfection (canteen_id, record_date, meal);
CREATE INDEX ledger_disinfection_tenant_day ON ledger_disinfection (tenant_id, record_date);
CREATE TRIGGER ledger_disinfection_keep BEFORE DELETE ON ledger_disinfection FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 添加剂使用 (五专): a use of a food additive in a dish of a meal by one of the canteen's named keepers.
CREATE TABLE ledger_additive (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal IN (1, 2, 3)),
  additive text NOT NULL CHECK (char_length(additive) BETWEEN 1 AND 50),
  -- tenths of a gram (15 = 1.5 g)
  amount_tenth_g integer NOT NULL CHECK (amount_tenth_g > 0),
  purpose text NOT NULL DEFAULT '' CHECK (char_length(purpose) <= 50),
  -- the dish's 加工记录 of the day (its name kept as it was)
  processing_id bigint REFERENCES ledger_processing (id),
  dish text NOT NULL CHECK (char_length(dish) BETWEEN 1 AND 50),
  operator_id bigint REFERENCES work_personnel (id),
  operator_name text NOT NULL DEFAULT '',
  -- 专柜存放, 专用工具 confirmed
  cabinet boolean NOT NULL,
  tools boolean NOT NULL,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_additive (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_additive_corrects ON ledger_additive (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_additive_day ON ledger_additive (canteen_id, record_date, meal);
CREATE INDEX ledger_additive_tenant_day ON ledger_additive (tenant_id, record_date);
CREATE INDEX ledger_additive_processing ON ledger_additive (processing_id);
CREATE TRIGGER ledger_additive_keep BEFORE DELETE ON ledger_additive FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 专人管理: the people a canteen names to keep and use its additives (a setting, not evidence: a keeper is removed
-- by deleting the row; the uses they recorded keep their names).
CREATE TABLE ledger_additive_keeper (
  canteen_id bigint NOT NULL REFERENCES dept (id),
  personnel_id bigint NOT NULL REFERENCES work_personnel (id),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  PRIMARY KEY (canteen_id, personnel_id)
);

-- 餐厨废弃物: a handover of kitchen waste or waste oil to a licensed collector.
CREATE TABLE ledger_kitchen_waste (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  record_date date NOT NULL,
  -- 餐厨垃圾 food_waste, 废弃油脂 waste_oil
  kind text NOT NULL CHECK (kind IN ('food_waste', 'waste_oil')),
  -- tenths of a kilogram (356 = 35.6 kg)
  quantity_tenth_kg integer NOT NULL CHECK (quantity_tenth_kg > 0),
  collector text NOT NULL CHECK (char_length(collector) BETWEEN 1 AND 100),
  licence_no text NOT NULL CHECK (char_length(licence_no) BETWEEN 1 AND 50),
  handover_id bigint REFERENCES work_personnel (id),
  handover_name text NOT NULL DEFAULT '',
  signer text NOT NULL CHECK (char_length(signer) BETWEEN 1 AND 20),
  destination text NOT NULL CHECK (char_length(destination) BETWEEN 1 AND 100),
  handover_time timestamptz NOT NULL,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  corrects_id bigint REFERENCES ledger_kitchen_waste (id),
  correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200),
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  create_user bigint,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX ledger_kitchen_waste_corrects ON ledger_kitchen_waste (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX ledger_kitchen_waste_day ON ledger_kitchen_waste (canteen_id, record_date);
CREATE INDEX ledger_kitchen_waste_tenant_day ON ledger_kitchen_waste (tenant_id, record_date);
CREATE TRIGGER ledger_kitchen_waste_keep BEFORE DELETE ON ledger_kitchen_waste FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();

-- 陪餐记录 joins the engine: the wall's accompanied meals keep their rows; the day becomes record_date, the meal its
-- number (1 早餐 · 2 午餐 · 3 晚餐, as every ledger counts meals), and they gain the opinions and the common columns.
ALTER TABLE accompanied_meal RENAME COLUMN meal_date TO record_date;
ALTER TABLE accompanied_meal ALTER COLUMN id SET DEFAULT nextval('entity_id_seq');
ALTER TABLE accompanied_meal DROP CONSTRAINT accompanied_meal_meal_check;
ALTER TABLE accompanied_meal ALTER COLUMN meal TYPE smallint USING CASE meal WHEN 'breakfast' THEN 1 WHEN 'lunch' THEN 2 ELSE 3 END;
ALTER TABLE accompanied_meal ADD CONSTRAINT accompanied_meal_meal_check CHECK (meal IN (1, 2, 3));
ALTER TABLE accompanied_meal ADD CONSTRAINT accompanied_meal_companion_name CHECK (char_length(companion_name) BETWEEN 1 AND 20);
ALTER TABLE accompanied_meal ADD CONSTRAINT accompanied_meal_remarks CHECK (char_length(remarks) <= 200);
-- opinions on taste, quantity and hygiene: 满意 good · 一般 fair · 不满意 poor (empty on rows recorded before them)
ALTER TABLE accompanied_meal ADD COLUMN taste text CHECK (taste IN ('good', 'fair', 'poor'));
ALTER TABLE accompanied_meal ADD COLUMN portion text CHECK (portion IN ('good', 'fair', 'poor'));
ALTER TABLE accompanied_meal ADD COLUMN hygiene text CHECK (hygiene IN ('good', 'fair', 'poor'));
ALTER TABLE accompanied_meal ADD COLUMN state smallint NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3));
ALTER TABLE accompanied_meal ADD COLUMN corrects_id bigint REFERENCES accompanied_meal (id);
ALTER TABLE accompanied_meal ADD COLUMN correction_reason text NOT NULL DEFAULT '' CHECK (char_length(correction_reason) <= 200);
ALTER TABLE accompanied_meal ADD COLUMN photo_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE accompanied_meal ADD COLUMN create_user bigint;
ALTER TABLE accompanied_meal ADD COLUMN create_user_name text NOT NULL DEFAULT '';
ALTER TABLE accompanied_meal ALTER COLUMN create_time SET DEFAULT app_now();
ALTER TABLE accompanied_meal ADD COLUMN update_time timestamptz NOT NULL DEFAULT app_now();
UPDATE accompanied_meal SET update_time = create_time;
ALTER TABLE accompanied_meal ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE INDEX accompanied_meal_corrects ON accompanied_meal (corrects_id) WHERE corrects_id IS NOT NULL;
CREATE INDEX accompanied_meal_day ON accompanied_meal (canteen_id, record_date, meal);
CREATE TRIGGER accompanied_meal_keep BEFORE DELETE ON accompanied_meal FOR EACH ROW EXECUTE FUNCTION ledger_refuse_delete();
