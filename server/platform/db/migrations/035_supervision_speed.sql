-- 配送监管 over a district's year (npm run bench:supply): a list narrowed to a kind of finding, and the counts, find
-- their orders by a cheap condition each (server/modules/supply/supervision-queries.ts FINDING) instead of building
-- every order's row of the range first. A cold-chain excursion is an alert of the order's delivery; a refused or
-- partly accepted line an inspection not passed (few among the inspections: one line of a partly accepted order).
CREATE INDEX supply_cold_chain_alert_order ON supply_cold_chain_alert (order_id);
CREATE INDEX supply_acceptance_finding ON supply_acceptance (order_id, decision) WHERE decision <> 1;

-- late: the delivery's arrival kept on its order, so that an order's lateness is read from the order alone (a look
-- into its delivery for each order of a month's 12,000 was most of the time of a list of the late ones)
ALTER TABLE supply_order ADD COLUMN arrived_at timestamptz;
UPDATE supply_order o SET arrived_at = v.arrive_time FROM supply_delivery v WHERE v.order_id = o.id AND v.arrive_time IS NOT NULL;
CREATE FUNCTION supply_order_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE supply_order SET arrived_at = NEW.arrive_time WHERE id = NEW.order_id AND arrived_at IS DISTINCT FROM NEW.arrive_time;
  RETURN NULL;
END $$;
CREATE TRIGGER supply_delivery_arrival AFTER INSERT OR UPDATE OF arrive_time ON supply_delivery FOR EACH ROW EXECUTE FUNCTION supply_order_arrival();
