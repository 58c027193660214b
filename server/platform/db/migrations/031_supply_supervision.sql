-- 商户配送监管 (docs/product-rules.md#merchant-supervision): a supervisor's 配送监管 reads the orders of the schools of
-- its reach by delivery date, newest first (drafts are nobody's business yet); 交易统计 reads the inspections by day.
CREATE INDEX supply_order_school_day ON supply_order (school_id, delivery_date DESC, id DESC) WHERE status <> 0;
CREATE INDEX supply_acceptance_day ON supply_acceptance (canteen_id, create_time);
