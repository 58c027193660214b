-- 配送监管 over a district's year (npm run bench:supply, 150,000 orders): the supervisors' list is every order of their
-- reach, latest delivery date first, and its total a count over the same filter. By school (supply_order_school_day)
-- a reach of a hundred schools has no one order to read in, so the first page sorted all the year's orders (95 ms);
-- in delivery-date order with the reach's columns beside it, a page reads its ten rows and the total is counted
-- from the index alone.
CREATE INDEX supply_order_day ON supply_order (delivery_date DESC, id DESC) INCLUDE (tenant_id, school_id, canteen_id, supplier_id) WHERE status <> 0;
