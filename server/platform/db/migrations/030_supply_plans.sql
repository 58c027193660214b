-- 采购计划 and 仓库设置 of the supply chain (docs/product-rules.md#supply-chain): a canteen's week or month plan of
-- orderable goods, approved or returned by its school, from which draft purchase orders are generated; and the
-- canteen's warehouses. Integers as in 028: amounts in fen, quantities in the goods' base unit, temperatures in tenths
-- of °C. Plans are evidence: never deleted (a plan is voided with its reason), and an edit keeps the earlier lines as
-- an earlier revision.

-- 采购计划. period_kind 1 周计划 (Monday to Sunday) · 2 月计划 (the calendar month).
-- status 0 草稿 · 1 已提交 · 2 已批准 · 3 已退回 · 4 已作废
CREATE SEQUENCE supply_plan_no_seq;
CREATE TABLE supply_plan (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  plan_no text NOT NULL,
  canteen_id bigint NOT NULL REFERENCES dept (id),
  school_id bigint NOT NULL REFERENCES dept (id),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  -- the lines in force are those of this revision (an edit of a draft or a returned plan adds one)
  revision integer NOT NULL DEFAULT 1,
  total_amount bigint NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
  remark text NOT NULL DEFAULT '',
  return_reason text NOT NULL DEFAULT '',
  void_reason text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  submit_time timestamptz,
  -- the school's approval or return
  review_user bigint REFERENCES app_user (id),
  review_time timestamptz,
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status <> 3 OR return_reason <> ''),
  CHECK (status <> 4 OR void_reason <> '')
);
CREATE UNIQUE INDEX supply_plan_no ON supply_plan (tenant_id, plan_no);
CREATE INDEX supply_plan_canteen ON supply_plan (canteen_id, period_start DESC, id DESC);
-- one plan in force per canteen, kind and period
CREATE UNIQUE INDEX supply_plan_period ON supply_plan (canteen_id, period_kind, period_start) WHERE status <> 4;

CREATE TABLE supply_plan_line (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  plan_id bigint NOT NULL REFERENCES supply_plan (id),
  revision integer NOT NULL,
  line_no smallint NOT NULL,
  goods_code text NOT NULL REFERENCES school_goods (code),
  goods_name text NOT NULL,
  base_unit text NOT NULL,
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  commodity_id bigint REFERENCES bidding_commodity (id),
  unit_price bigint NOT NULL CHECK (unit_price > 0),
  quantity bigint NOT NULL CHECK (quantity > 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  UNIQUE (plan_id, revision, line_no)
);

-- A purchase order generated from a plan names it, and each of its lines the plan line it orders.
ALTER TABLE supply_order ADD COLUMN plan_id bigint REFERENCES supply_plan (id);
ALTER TABLE supply_order_line ADD COLUMN plan_line_id bigint REFERENCES supply_plan_line (id);
CREATE INDEX supply_order_plan ON supply_order (plan_id) WHERE plan_id IS NOT NULL;
CREATE INDEX supply_order_line_plan ON supply_order_line (plan_line_id) WHERE plan_line_id IS NOT NULL;

CREATE TRIGGER supply_plan_keep BEFORE DELETE ON supply_plan FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER supply_plan_line_keep BEFORE DELETE OR UPDATE ON supply_plan_line FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();

-- 仓库设置: a canteen's warehouses. storage_class 1 常温 · 2 冷藏 · 3 冷冻; the temperature range in tenths of °C
-- (none for an ambient store unless given). Disabled, never deleted. The default of a storage class is where its
-- goods are shown (库存查询) when no other is named.
CREATE TABLE supply_warehouse (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL,
  storage_class smallint NOT NULL CHECK (storage_class BETWEEN 1 AND 3),
  temp_min_tenths integer,
  temp_max_tenths integer,
  keeper text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  remark text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (temp_min_tenths IS NULL OR temp_max_tenths IS NULL OR temp_min_tenths <= temp_max_tenths),
  CHECK (enabled OR NOT is_default)
);
CREATE UNIQUE INDEX supply_warehouse_name ON supply_warehouse (canteen_id, name);
CREATE UNIQUE INDEX supply_warehouse_default ON supply_warehouse (canteen_id, storage_class) WHERE is_default;
CREATE TRIGGER supply_warehouse_keep BEFORE DELETE ON supply_warehouse FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
