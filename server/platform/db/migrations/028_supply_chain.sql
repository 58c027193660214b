-- The supply chain from the award to the kitchen (docs/product-rules.md#supply-chain): purchase orders to the
-- suppliers bound to the canteen's school, the suppliers' confirmations, delivery notes with their vehicle, driver and
-- cold-chain readings, receiving inspection per line, stock batches with a movement ledger and a balance row per
-- batch, stock-takes and returns. Integers throughout: amounts in fen, quantities in the goods' base unit (g, ml or
-- 个), unit prices in fen per kg, L or 个, temperatures in tenths of a degree Celsius. Records are evidence: nothing
-- here is ever deleted (no DELETE, no is_deleted), a cancelled order is a state.

-- Where the goods live: the base unit their quantities count in, the storage class (1 常温, 2 冷藏, 3 冷冻), the
-- label's highest storage temperature for 冷藏 goods, the shelf life, and the certificates a batch needs beyond its
-- 合格证明 (0 none, 1 动物检疫合格证明, 2 that and 肉品品质检验合格证明 for pork).
ALTER TABLE school_goods ADD COLUMN base_unit text NOT NULL DEFAULT 'g' CHECK (base_unit IN ('g', 'ml', '个'));
ALTER TABLE school_goods ADD COLUMN storage_class smallint NOT NULL DEFAULT 1 CHECK (storage_class BETWEEN 1 AND 3);
ALTER TABLE school_goods ADD COLUMN max_temp_tenths integer;
ALTER TABLE school_goods ADD COLUMN shelf_life_days integer CHECK (shelf_life_days > 0);
ALTER TABLE school_goods ADD COLUMN quarantine smallint NOT NULL DEFAULT 0 CHECK (quarantine BETWEEN 0 AND 2);

UPDATE school_goods SET base_unit = 'ml' WHERE unit = 'L';
UPDATE school_goods SET shelf_life_days = 365 WHERE parent_code = 'G01';
UPDATE school_goods SET shelf_life_days = 180 WHERE code IN ('G0406', 'G0604');
-- chilled meat and poultry: 0–4 °C on the label
UPDATE school_goods SET storage_class = 2, max_temp_tenths = 40, shelf_life_days = 7, quarantine = 1
 WHERE code IN ('G0203', 'G0204', 'G0303', 'G0304');
UPDATE school_goods SET storage_class = 2, max_temp_tenths = 40, shelf_life_days = 7, quarantine = 2
 WHERE code IN ('G0201', 'G0202', 'G0205', 'G0206');
UPDATE school_goods SET storage_class = 3, shelf_life_days = 365, quarantine = 1 WHERE code = 'G0305';
UPDATE school_goods SET storage_class = 3, shelf_life_days = 365 WHERE code IN ('G0403', 'G0404', 'G0405');
UPDATE school_goods SET quarantine = 1, shelf_life_days = 30 WHERE code IN ('G0301', 'G0302', 'G0306');
UPDATE school_goods SET storage_class = 2, max_temp_tenths = 40, shelf_life_days = 3 WHERE code IN ('G0401', 'G0402', 'G0601', 'G0602', 'G0603', 'G0605', 'G0606');
UPDATE school_goods SET shelf_life_days = 7 WHERE parent_code = 'G05';

-- 车辆管理 and 配送人员 of a supplier.
CREATE TABLE supply_vehicle (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  plate text NOT NULL,
  refrigerated boolean NOT NULL,
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE UNIQUE INDEX supply_vehicle_plate ON supply_vehicle (supplier_id, plate);

CREATE TABLE supply_driver (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  health_cert_no text NOT NULL,
  health_cert_expiry date NOT NULL,
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX supply_driver_supplier ON supply_driver (supplier_id);

-- 采购订单 (the canteen's) and 销售订单 (the supplier's view of the same row). status:
--   0 草稿 · 1 已提交 · 2 已确认 · 3 已拒绝 · 4 配送中 · 5 已送达 · 6 已验收（全部） · 7 已验收（部分） · 8 已关闭 · 9 已取消
CREATE SEQUENCE supply_order_no_seq;
CREATE TABLE supply_order (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  order_no text NOT NULL,
  canteen_id bigint NOT NULL REFERENCES dept (id),
  school_id bigint NOT NULL REFERENCES dept (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  delivery_date date NOT NULL,
  -- 1 早餐 · 2 午餐 · 3 晚餐 (0: not said)
  meal smallint NOT NULL DEFAULT 0 CHECK (meal BETWEEN 0 AND 3),
  -- 应急采购: goods or prices outside the catalogue, with the reason
  emergency boolean NOT NULL DEFAULT false,
  emergency_reason text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 9),
  total_amount bigint NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
  remark text NOT NULL DEFAULT '',
  refuse_reason text NOT NULL DEFAULT '',
  cancel_reason text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  submit_time timestamptz,
  confirm_time timestamptz,
  -- the supplier account that confirmed or refused it
  confirm_user bigint REFERENCES supplier_account (id),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (NOT emergency OR emergency_reason <> '')
);
CREATE UNIQUE INDEX supply_order_no ON supply_order (tenant_id, order_no);
CREATE INDEX supply_order_canteen ON supply_order (canteen_id, create_time DESC, id DESC);
CREATE INDEX supply_order_supplier ON supply_order (supplier_id, create_time DESC, id DESC) WHERE status <> 0;

CREATE TABLE supply_order_line (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  order_id bigint NOT NULL REFERENCES supply_order (id),
  line_no smallint NOT NULL,
  goods_code text NOT NULL REFERENCES school_goods (code),
  goods_name text NOT NULL,
  base_unit text NOT NULL,
  -- the catalogue row priced from (NULL for an emergency line outside the catalogue)
  commodity_id bigint REFERENCES bidding_commodity (id),
  unit_price bigint NOT NULL CHECK (unit_price > 0),
  quantity bigint NOT NULL CHECK (quantity > 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- what the supplier confirmed it will deliver (NULL until it confirms; 0: not supplied)
  confirmed_qty bigint CHECK (confirmed_qty BETWEEN 0 AND quantity),
  UNIQUE (order_id, line_no)
);

-- 配送单: one per confirmed order. status 1 待发车 · 2 配送中 · 3 已送达
CREATE TABLE supply_delivery (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  order_id bigint NOT NULL UNIQUE REFERENCES supply_order (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  vehicle_id bigint NOT NULL REFERENCES supply_vehicle (id),
  driver_id bigint NOT NULL REFERENCES supply_driver (id),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  depart_time timestamptz,
  arrive_time timestamptz
);

-- 冷链温控: the readings of a delivery's logger, in tenths of °C.
CREATE TABLE supply_delivery_reading (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  delivery_id bigint NOT NULL REFERENCES supply_delivery (id),
  temp_tenths integer NOT NULL,
  read_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX supply_delivery_reading_delivery ON supply_delivery_reading (delivery_id, read_time);

-- 收货验收, one per order line. decision 1 合格 · 2 部分合格 · 3 拒收
CREATE TABLE supply_acceptance (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  order_id bigint NOT NULL REFERENCES supply_order (id),
  line_id bigint NOT NULL UNIQUE REFERENCES supply_order_line (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  received_qty bigint NOT NULL CHECK (received_qty >= 0),
  accepted_qty bigint NOT NULL CHECK (accepted_qty BETWEEN 0 AND received_qty),
  arrival_temp_tenths integer,
  production_date date,
  expiry_date date,
  decision smallint NOT NULL CHECK (decision BETWEEN 1 AND 3),
  reason text NOT NULL DEFAULT '',
  receiver text NOT NULL,
  witness text NOT NULL,
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  CHECK (decision = 1 OR reason <> '')
);
CREATE INDEX supply_acceptance_order ON supply_acceptance (order_id);

-- A batch's certificates (stored files): kind 1 合格证明 · 2 检验报告 · 3 动物检疫合格证明 · 4 肉品品质检验合格证明
CREATE TABLE supply_certificate (
  acceptance_id bigint NOT NULL REFERENCES supply_acceptance (id),
  kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 4),
  file_id bigint NOT NULL REFERENCES stored_file (id),
  PRIMARY KEY (acceptance_id, kind, file_id)
);

-- 库存: a batch is created only by an accepted line (source 1), an opening balance (2) or a stock-take gain (3).
CREATE TABLE stock_batch (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  goods_code text NOT NULL REFERENCES school_goods (code),
  goods_name text NOT NULL,
  base_unit text NOT NULL,
  source smallint NOT NULL CHECK (source BETWEEN 1 AND 3),
  supplier_id bigint REFERENCES supplier_company (id),
  acceptance_id bigint UNIQUE REFERENCES supply_acceptance (id),
  unit_price bigint NOT NULL DEFAULT 0,
  production_date date,
  expiry_date date,
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX stock_batch_canteen ON stock_batch (canteen_id, goods_code, expiry_date);

-- On hand per batch: the sum of its movements, kept in the transaction of each movement, never edited by hand.
CREATE TABLE stock_balance (
  batch_id bigint PRIMARY KEY REFERENCES stock_batch (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  goods_code text NOT NULL,
  on_hand bigint NOT NULL CHECK (on_hand >= 0),
  update_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX stock_balance_canteen ON stock_balance (canteen_id, goods_code);

-- 库存盘点: open while counting (status 0), closed by its counts (1). An open stock-take holds its goods still.
CREATE TABLE stocktake (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  goods_codes text[] NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  counter text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  close_time timestamptz
);
CREATE INDEX stocktake_open ON stocktake (canteen_id) WHERE status = 0;

-- 退货: the refused part of an accepted line; the supplier confirms it. status 0 待确认 · 1 已确认
CREATE TABLE supply_return (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  order_id bigint NOT NULL REFERENCES supply_order (id),
  line_id bigint NOT NULL REFERENCES supply_order_line (id),
  acceptance_id bigint NOT NULL UNIQUE REFERENCES supply_acceptance (id),
  quantity bigint NOT NULL CHECK (quantity > 0),
  reason text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  confirm_time timestamptz,
  confirm_user bigint REFERENCES supplier_account (id)
);
CREATE INDEX supply_return_supplier ON supply_return (supplier_id, create_time DESC);

-- The ledger. kind 1 入库 · 2 出库 · 3 报损 · 4 盘盈 · 5 盘亏 · 6 退货; quantity is the signed change of on hand.
CREATE TABLE stock_movement (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  batch_id bigint NOT NULL REFERENCES stock_batch (id),
  goods_code text NOT NULL,
  kind smallint NOT NULL CHECK (kind BETWEEN 1 AND 6),
  quantity bigint NOT NULL CHECK (quantity <> 0),
  -- 出库: the meal (1 早餐 · 2 午餐 · 3 晚餐) and the purpose
  meal smallint NOT NULL DEFAULT 0 CHECK (meal BETWEEN 0 AND 3),
  purpose text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  stocktake_id bigint REFERENCES stocktake (id),
  create_user bigint REFERENCES app_user (id),
  user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX stock_movement_batch ON stock_movement (batch_id, create_time);
CREATE INDEX stock_movement_canteen ON stock_movement (canteen_id, create_time DESC);

-- Evidence is never deleted: the database refuses it whatever the code does.
CREATE FUNCTION supply_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'supply-chain records are never deleted (%)', TG_TABLE_NAME;
END $$;
CREATE TRIGGER supply_order_keep BEFORE DELETE ON supply_order FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER supply_order_line_keep BEFORE DELETE ON supply_order_line FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER supply_acceptance_keep BEFORE DELETE ON supply_acceptance FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER stock_movement_keep BEFORE DELETE OR UPDATE ON stock_movement FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER stock_batch_keep BEFORE DELETE ON stock_batch FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
CREATE TRIGGER supply_return_keep BEFORE DELETE ON supply_return FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();
