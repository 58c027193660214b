-- 配送监管 over a district's year (npm run bench:supply): a list narrowed to a kind of finding, and the counts, find
-- their orders by a cheap condition each (server/modules/supply/supervision-queries.ts FINDING) instead of building
-- every order's row of the range first. A cold-chain excursion is an alert of the order's delivery; a refused or
-- partly accepted line an inspection not passed (few among the inspections: one line of a partly accepted order).
CREATE INDEX supply_cold_chain_alert_order ON supply_cold_chain_alert (order_id);
CREATE INDEX supply_acceptance_finding ON supply_acceptance (order_id, decision) WHERE decision <> 1;
