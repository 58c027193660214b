-- The supervisors' reads of the supply chain (商户配送监管): orders by school and delivery day, the newest first, as
-- 配送监管 lists them; inspections by canteen and day, as 交易统计 sums them.
CREATE INDEX supply_order_school_day ON supply_order (school_id, delivery_date DESC, id DESC) WHERE status <> 0;
CREATE INDEX supply_acceptance_day ON supply_acceptance (canteen_id, create_time);
