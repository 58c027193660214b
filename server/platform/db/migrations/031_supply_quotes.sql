-- 商品报价 (docs/product-rules.md#supply-chain): for goods outside every catalogue a supplier proposes a unit price
-- (integer fen per kg, L or 个) to one school it is bound to, for a period; the school approves or rejects it (with the
-- reason). An approved quote makes the goods orderable from that supplier at that price within the period, as a
-- catalogue row of an award does. status 0 待审核 · 1 已批准 · 2 已驳回 · 3 已撤回. Quotes are evidence: never deleted.
CREATE TABLE supply_quote (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  quote_no text NOT NULL,
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  school_id bigint NOT NULL REFERENCES dept (id),
  goods_code text NOT NULL REFERENCES school_goods (code),
  goods_name text NOT NULL,
  base_unit text NOT NULL,
  unit_price bigint NOT NULL CHECK (unit_price > 0),
  valid_from date NOT NULL,
  valid_to date NOT NULL CHECK (valid_to >= valid_from),
  remark text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  reject_reason text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES supplier_account (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  review_user bigint REFERENCES app_user (id),
  review_name text NOT NULL DEFAULT '',
  review_time timestamptz,
  withdraw_time timestamptz,
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX supply_quote_no ON supply_quote (tenant_id, quote_no);
CREATE INDEX supply_quote_supplier ON supply_quote (supplier_id, create_time DESC, id DESC);
CREATE INDEX supply_quote_school ON supply_quote (school_id, goods_code, valid_from) WHERE status IN (0, 1);
CREATE SEQUENCE supply_quote_no_seq;
CREATE TRIGGER supply_quote_keep BEFORE DELETE ON supply_quote FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();

-- An order line priced from an approved quote names it (as commodity_id names a catalogue row).
ALTER TABLE supply_order_line ADD COLUMN quote_id bigint REFERENCES supply_quote (id);
