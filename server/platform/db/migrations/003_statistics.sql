-- Special statistics (专项统计, docs/big-screen.md): the records behind the six big screens, the
-- canteens' monthly cost entries with their edit history, and the big-screen layouts saved per user.
-- Canteens are dept rows of category 3 under a school (category 2); every row carries its tenant.

-- A supplier's food-business licence: a batch is traceable when it has a trace code and the licence
-- was valid on the delivery day.
ALTER TABLE supplier_company ADD COLUMN license_no text NOT NULL DEFAULT '';
ALTER TABLE supplier_company ADD COLUMN license_expiry date;

-- 明厨亮灶: kitchen cameras and the violations their AI detects.
CREATE TABLE kitchen_camera (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL,
  online boolean NOT NULL DEFAULT true,
  last_seen timestamptz NOT NULL
);
CREATE INDEX kitchen_camera_canteen ON kitchen_camera (tenant_id, canteen_id);

-- violation_type: no_hat, no_mask, smoking, phone, rodent, uniform
CREATE TABLE kitchen_alert (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  camera_id bigint NOT NULL REFERENCES kitchen_camera (id),
  violation_type text NOT NULL CHECK (violation_type IN ('no_hat', 'no_mask', 'smoking', 'phone', 'rodent', 'uniform')),
  detected_at timestamptz NOT NULL,
  handled boolean NOT NULL DEFAULT false
);
CREATE INDEX kitchen_alert_time ON kitchen_alert (tenant_id, detected_at);

-- 食材溯源 / 大米价格 / 冷冻食材占比: purchase batches delivered to canteens.
-- category: vegetable, meat, aquatic, grain, egg_dairy, oil_condiment, fruit; rice is category grain with is_rice.
CREATE TABLE purchase_batch (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  item_name text NOT NULL,
  category text NOT NULL CHECK (category IN ('vegetable', 'meat', 'aquatic', 'grain', 'egg_dairy', 'oil_condiment', 'fruit')),
  is_rice boolean NOT NULL DEFAULT false,
  weight_kg numeric(12, 2) NOT NULL CHECK (weight_kg > 0),
  unit_price numeric(10, 2) NOT NULL CHECK (unit_price >= 0),
  frozen boolean NOT NULL DEFAULT false,
  inspection text NOT NULL CHECK (inspection IN ('passed', 'failed', 'pending')),
  trace_code text NOT NULL DEFAULT '',
  delivered_at timestamptz NOT NULL
);
CREATE INDEX purchase_batch_time ON purchase_batch (tenant_id, delivered_at);
CREATE INDEX purchase_batch_supplier ON purchase_batch (supplier_id, delivered_at);

-- 大米价格: the capped rice price (yuan per kg) a tenant sets per month.
CREATE TABLE rice_price_cap (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  cap numeric(10, 2) NOT NULL CHECK (cap > 0),
  PRIMARY KEY (tenant_id, month)
);

-- Thresholds the screens compare against, per tenant (percentages).
CREATE TABLE statistics_threshold (
  tenant_id varchar(12) PRIMARY KEY REFERENCES tenant (tenant_id),
  frozen_share_max numeric(5, 2) NOT NULL DEFAULT 30,
  food_cost_ratio_min numeric(5, 2) NOT NULL DEFAULT 60
);

-- 食材成本: a canteen's monthly figures, one row per canteen and month; version guards concurrent edits.
CREATE TABLE canteen_cost (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  meals_served integer NOT NULL CHECK (meals_served >= 0),
  head_count integer NOT NULL CHECK (head_count >= 0),
  ingredient_cost numeric(14, 2) NOT NULL CHECK (ingredient_cost >= 0),
  meal_fee_revenue numeric(14, 2) NOT NULL CHECK (meal_fee_revenue >= 0),
  remark text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  create_user bigint,
  update_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (canteen_id, month)
);
CREATE INDEX canteen_cost_month ON canteen_cost (tenant_id, month);
-- Entries made in the console take ids from here, far above the seed's ids.
CREATE SEQUENCE canteen_cost_id_seq START 1950000000000000000;
ALTER TABLE canteen_cost ALTER COLUMN id SET DEFAULT nextval('canteen_cost_id_seq');

-- Every saved state of a cost entry (the row as it was after each save), newest version last.
CREATE TABLE canteen_cost_history (
  id bigserial PRIMARY KEY,
  cost_id bigint NOT NULL REFERENCES canteen_cost (id),
  version integer NOT NULL,
  snapshot jsonb NOT NULL,
  changed_by bigint,
  changed_by_name text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cost_id, version)
);

-- 陪餐: school leaders eating with the students. companion_role: principal, vice_principal,
-- middle_manager, teacher, parent; meal: breakfast, lunch, dinner.
CREATE TABLE accompanied_meal (
  id bigint PRIMARY KEY,
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  meal_date date NOT NULL,
  meal text NOT NULL CHECK (meal IN ('breakfast', 'lunch', 'dinner')),
  companion_name text NOT NULL,
  companion_role text NOT NULL CHECK (companion_role IN ('principal', 'vice_principal', 'middle_manager', 'teacher', 'parent')),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  remarks text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accompanied_meal_date ON accompanied_meal (tenant_id, meal_date);

-- The tenant's school days (the denominator of the accompanied-meal coverage).
CREATE TABLE school_day (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  day date NOT NULL,
  PRIMARY KEY (tenant_id, day)
);

-- A big-screen layout saved per signed-in subject and screen.
CREATE TABLE bigscreen_layout (
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'supplier')),
  subject_id bigint NOT NULL,
  screen text NOT NULL,
  tenant_id varchar(12) NOT NULL,
  schema_version integer NOT NULL,
  layout jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject_kind, subject_id, screen)
);
