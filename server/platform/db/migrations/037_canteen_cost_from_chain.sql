-- 食堂数据填报 filled in from what already happened (docs/product-rules.md#canteen-cost): a canteen-month's figures
-- are computed from the month's acceptances (食材成本: each accepted quantity at its line's price) and its
-- consumptions (供餐人次, 就餐人数 and 伙食费收入: the 消费 rows not reversed). A canteen_cost row is the month the
-- canteen confirmed; a figure changed from the computed one, or a confirmed figure changed later, carries a reason,
-- kept with the saved state in canteen_cost_history.
ALTER TABLE canteen_cost_history ADD COLUMN reason text NOT NULL DEFAULT '';

-- an acceptance's month by canteen, for the computed figures
CREATE INDEX supply_acceptance_canteen_time ON supply_acceptance (canteen_id, create_time);

-- The computed figures of the canteens' months from p_first to p_last (first days of months), months in the
-- deployment's zone. A consumption belongs to its device's canteen, else its window's, else the diner's own canteen.
-- A line's amount is the supply chain's: price (fen per kg, L or 个) × quantity (g, ml or 个), ÷ 1000 rounded half up
-- for g and ml.
CREATE FUNCTION canteen_cost_computed(p_canteens bigint[], p_first date, p_last date)
RETURNS TABLE (canteen_id bigint, month date, meals_served integer, head_count integer, ingredient_cost bigint, meal_fee_revenue bigint)
LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    SELECT p_first::timestamp AT TIME ZONE current_setting('shian.time_zone') AS starts,
           (p_last + interval '1 month')::timestamp AT TIME ZONE current_setting('shian.time_zone') AS ends
  ), accepted AS (
    SELECT a.canteen_id, date_trunc('month', a.create_time AT TIME ZONE current_setting('shian.time_zone'))::date AS month,
           sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END) AS cost
      FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id, bounds b
     WHERE a.canteen_id = ANY(p_canteens) AND a.create_time >= b.starts AND a.create_time < b.ends
     GROUP BY 1, 2
  ), meals AS (
    SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen_id,
           date_trunc('month', t.create_time AT TIME ZONE current_setting('shian.time_zone'))::date AS month,
           t.personnel_id, -t.amount AS paid
      FROM sys_wallet_txn t
      JOIN sys_personnel p ON p.id = t.personnel_id
      LEFT JOIN face_device d ON d.sn = t.device_sn
      LEFT JOIN canteen_window w ON w.id = t.window_id, bounds b
     WHERE t.tenant_id IN (SELECT tenant_id FROM dept WHERE id = ANY(p_canteens)) AND t.type = 'CONSUME' AND t.create_time >= b.starts AND t.create_time < b.ends
       AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)
  ), eaten AS (
    SELECT m.canteen_id, m.month, count(*) AS meals, count(DISTINCT m.personnel_id) AS heads, sum(m.paid) AS revenue
      FROM meals m WHERE m.canteen_id = ANY(p_canteens) GROUP BY 1, 2
  )
  SELECT COALESCE(e.canteen_id, a.canteen_id), COALESCE(e.month, a.month),
         COALESCE(e.meals, 0)::integer, COALESCE(e.heads, 0)::integer, COALESCE(a.cost, 0)::bigint, COALESCE(e.revenue, 0)::bigint
    FROM eaten e FULL JOIN accepted a ON a.canteen_id = e.canteen_id AND a.month = e.month
$$;
