-- 供餐管理 and 校外供餐 (docs/product-rules.md#meal-supply, decision 0017): schools served by an outside meal
-- provider or a central kitchen plan their meals, order them from the provider before a cut-off, record the delivery
-- (its temperature on arrival) and accept or refuse it; the supervisors read it all in their reach.
--
-- A provider is a supplier company (supplier_company) with the meal-provider part here: its capacity a day; its
-- 食品经营许可证 (number and expiry) is the supplier's own qualification of type 2 (supplier_qualification).
CREATE TABLE meal_provider (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  capacity_per_day integer NOT NULL CHECK (capacity_per_day BETWEEN 1 AND 1000000),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX meal_provider_supplier ON meal_provider (supplier_id);

-- The school's provider and its cut-off: an order for a day may be changed until `cutoff_days` days before it at
-- `cutoff_time` (default: the day before at 15:00), on the app clock in the deployment's zone.
CREATE TABLE meal_supply_school (
  school_id bigint PRIMARY KEY REFERENCES dept (id),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  provider_id bigint NOT NULL REFERENCES meal_provider (id),
  cutoff_days smallint NOT NULL DEFAULT 1 CHECK (cutoff_days BETWEEN 0 AND 7),
  cutoff_time time NOT NULL DEFAULT '15:00',
  since date NOT NULL DEFAULT CURRENT_DATE
);
CREATE INDEX meal_supply_school_provider ON meal_supply_school (provider_id);

-- 供餐计划: the diners of a class (a class of the school's students, sys_personnel.class_name) for one meal of a day.
-- meal: 1 早餐 · 2 午餐 · 3 晚餐.
CREATE TABLE meal_plan (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  meal_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal BETWEEN 1 AND 3),
  class_name varchar(50) NOT NULL CHECK (char_length(class_name) BETWEEN 1 AND 50),
  diners integer NOT NULL CHECK (diners BETWEEN 0 AND 10000),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (school_id, meal_date, meal, class_name)
);

-- 订餐: one order a school, day and meal (a cancelled one aside), with its delivery (送餐) and its acceptance (验收)
-- on the same row — an order has at most one of each.
-- status: 1 已下单 · 2 已确认 · 3 已配送 · 4 已验收 · 5 已拒收 · 6 已取消.
CREATE TABLE meal_order (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  provider_id bigint NOT NULL REFERENCES meal_provider (id),
  meal_date date NOT NULL,
  meal smallint NOT NULL CHECK (meal BETWEEN 1 AND 3),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  -- the instant after which the order is no longer changed, fixed when it is placed (the school's rule then)
  cutoff_at timestamptz NOT NULL,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 6),
  depart_time timestamptz,
  arrive_time timestamptz,
  vehicle_no varchar(20),
  -- °C on arrival, one decimal; hot food is at 60 °C or more
  arrival_temp numeric(4, 1) CHECK (arrival_temp BETWEEN -30 AND 120),
  delivery_user bigint,
  sample_kept boolean,
  photo_ids bigint[] NOT NULL DEFAULT '{}',
  refuse_reason text NOT NULL DEFAULT '' CHECK (char_length(refuse_reason) <= 200),
  accept_user bigint,
  accept_time timestamptz,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status < 3 OR status = 6 OR arrive_time IS NOT NULL),
  CHECK (status <> 5 OR refuse_reason <> '')
);
CREATE UNIQUE INDEX meal_order_one ON meal_order (school_id, meal_date, meal) WHERE status <> 6;
CREATE INDEX meal_order_tenant_date ON meal_order (tenant_id, meal_date);
-- a school's own list (订餐管理, 送餐记录, 供餐验收), newest first
CREATE INDEX meal_order_school_date ON meal_order (school_id, meal_date);
CREATE INDEX meal_order_provider ON meal_order (provider_id, meal_date);

-- 供餐评价: a score 1–5 with a comment on an accepted or refused delivery (order_id) or on a month (month, the
-- first day). source: 'school' (the school's staff); 'parent' is kept for the parents' survey of 信息公开.
CREATE TABLE meal_rating (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  provider_id bigint NOT NULL REFERENCES meal_provider (id),
  order_id bigint REFERENCES meal_order (id),
  month date NOT NULL,
  source varchar(10) NOT NULL DEFAULT 'school' CHECK (source IN ('school', 'parent')),
  score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 200),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX meal_rating_order ON meal_rating (order_id, source) WHERE order_id IS NOT NULL;
CREATE INDEX meal_rating_provider ON meal_rating (provider_id, month);
CREATE INDEX meal_rating_school ON meal_rating (school_id, month);
