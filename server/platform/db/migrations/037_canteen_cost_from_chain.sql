-- 食堂数据填报 filled in from what already happened (docs/product-rules.md#canteen-cost): a canteen-month's figures
-- are computed from the month's acceptances (食材成本: each accepted quantity at its line's price) and its
-- consumptions (供餐人次, 就餐人数 and 伙食费收入: the 消费 rows not reversed). A canteen_cost row is the month the
-- canteen confirmed; a figure changed from the computed one, or a confirmed figure changed later, carries a reason,
-- kept with the saved state in canteen_cost_history.
ALTER TABLE canteen_cost_history ADD COLUMN reason text NOT NULL DEFAULT '';

-- The months counted ahead, so that a wall or a list never reads every acceptance and every meal of a year (a
-- canteen of 1,000 diners pays about 750,000 meals a year): the accepted amount per canteen and month, and each
-- diner's meals and payment per canteen and month (a meal counted for its device's canteen, else its window's, else
-- the diner's own canteen, as they were when it was paid). Kept by statement triggers on the two append-only
-- tables; rebuilt whole by canteen_month_rebuild() after a load that bypasses triggers. Months in the deployment's
-- zone. A line's amount is the supply chain's: price (fen per kg, L or 个) × quantity (g, ml or 个), ÷ 1000 rounded
-- half up for g and ml.
CREATE TABLE canteen_month_cost (
  canteen_id bigint NOT NULL,
  month date NOT NULL,
  ingredient_cost bigint NOT NULL,
  PRIMARY KEY (canteen_id, month)
);
CREATE TABLE canteen_month_diner (
  canteen_id bigint NOT NULL,
  month date NOT NULL,
  personnel_id bigint NOT NULL,
  meals integer NOT NULL,
  paid bigint NOT NULL,
  PRIMARY KEY (canteen_id, month, personnel_id)
);

CREATE FUNCTION canteen_month_of(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', t AT TIME ZONE current_setting('shian.time_zone'))::date
$$;

CREATE FUNCTION canteen_month_cost_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO canteen_month_cost (canteen_id, month, ingredient_cost)
  SELECT a.canteen_id, canteen_month_of(a.create_time),
         sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END)
    FROM added a JOIN supply_order_line l ON l.id = a.line_id
   GROUP BY 1, 2
  ON CONFLICT (canteen_id, month) DO UPDATE SET ingredient_cost = canteen_month_cost.ingredient_cost + EXCLUDED.ingredient_cost;
  RETURN NULL;
END $$;
CREATE TRIGGER canteen_month_cost_added AFTER INSERT ON supply_acceptance REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION canteen_month_cost_added();

-- a meal paid (CONSUME) adds to its diner's month; its reversal (a row naming it in reverses_id) takes it away again
CREATE FUNCTION canteen_month_meals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO canteen_month_diner (canteen_id, month, personnel_id, meals, paid)
  SELECT m.canteen_id, m.month, m.personnel_id, sum(m.sign), sum(m.paid)
    FROM (SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen_id, canteen_month_of(t.create_time) AS month, t.personnel_id,
                 1 AS sign, -t.amount AS paid
            FROM added t JOIN sys_personnel p ON p.id = t.personnel_id
            LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
           WHERE t.type = 'CONSUME'
          UNION ALL
          SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id), canteen_month_of(o.create_time), o.personnel_id, -1, o.amount
            FROM added t JOIN sys_wallet_txn o ON o.id = t.reverses_id AND o.type = 'CONSUME'
            JOIN sys_personnel p ON p.id = o.personnel_id
            LEFT JOIN face_device d ON d.sn = o.device_sn LEFT JOIN canteen_window w ON w.id = o.window_id) m
   WHERE m.canteen_id IS NOT NULL
   GROUP BY 1, 2, 3
  ON CONFLICT (canteen_id, month, personnel_id)
  DO UPDATE SET meals = canteen_month_diner.meals + EXCLUDED.meals, paid = canteen_month_diner.paid + EXCLUDED.paid;
  RETURN NULL;
END $$;
CREATE TRIGGER canteen_month_meals_added AFTER INSERT ON sys_wallet_txn REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION canteen_month_meals_added();

-- everything counted again from the acceptances and the meals (after a load without triggers, and here, once)
CREATE FUNCTION canteen_month_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM canteen_month_cost;
  DELETE FROM canteen_month_diner;
  INSERT INTO canteen_month_cost (canteen_id, month, ingredient_cost)
  SELECT a.canteen_id, canteen_month_of(a.create_time),
         sum(CASE WHEN l.base_unit = '个' THEN l.unit_price * a.accepted_qty ELSE (l.unit_price * a.accepted_qty + 500) / 1000 END)
    FROM supply_acceptance a JOIN supply_order_line l ON l.id = a.line_id
   GROUP BY 1, 2;
  INSERT INTO canteen_month_diner (canteen_id, month, personnel_id, meals, paid)
  SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id), canteen_month_of(t.create_time), t.personnel_id, count(*), sum(-t.amount)
    FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
    LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
   WHERE t.type = 'CONSUME' AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)
     AND COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) IS NOT NULL
   GROUP BY 1, 2, 3;
$$;
SELECT canteen_month_rebuild();

-- The computed figures of the canteens' months from p_first to p_last (first days of months).
CREATE FUNCTION canteen_cost_computed(p_canteens bigint[], p_first date, p_last date)
RETURNS TABLE (canteen_id bigint, month date, meals_served integer, head_count integer, ingredient_cost bigint, meal_fee_revenue bigint)
LANGUAGE sql STABLE AS $$
  WITH eaten AS (
    SELECT canteen_id, month, sum(meals) AS meals, count(*) FILTER (WHERE meals > 0) AS heads, sum(paid) AS revenue
      FROM canteen_month_diner WHERE canteen_id = ANY(p_canteens) AND month BETWEEN p_first AND p_last
     GROUP BY 1, 2
  ), accepted AS (
    SELECT canteen_id, month, ingredient_cost AS cost FROM canteen_month_cost WHERE canteen_id = ANY(p_canteens) AND month BETWEEN p_first AND p_last
  )
  SELECT COALESCE(e.canteen_id, a.canteen_id), COALESCE(e.month, a.month),
         COALESCE(e.meals, 0)::integer, COALESCE(e.heads, 0)::integer, COALESCE(a.cost, 0)::bigint, COALESCE(e.revenue, 0)::bigint
    FROM eaten e FULL JOIN accepted a ON a.canteen_id = e.canteen_id AND a.month = e.month
$$;
