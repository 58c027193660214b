-- 开户统计's and 食堂供餐's figures at a district's year (npm run bench:homes).
--
-- 食堂供餐 over a district's year (npm run bench:homes: 900 canteens, 18,000 diners, ≈4 million wallet rows): each
-- screen read the consumptions themselves — every 消费 of the range joined to its diner, device and window, its local
-- day computed, its reversal looked for — and 供餐概况 took over a second at a tenth of the district on the embedded
-- engine. The meals counted ahead instead, one row per canteen, local day and diner: the meals of each 餐别 (dinner_type
-- 1 早餐 2 午餐 3 晚餐 4 夜宵) and all of them (a meal of no 餐别 in `meals` only). A meal is counted for its device's
-- canteen, else its window's, else the diner's own canteen, as they were when it was paid — the rule of 食堂数据填报's
-- months (migration 037). Kept by a statement trigger on the append-only wallet rows: a 消费 adds one, its reversal (a
-- row naming it in reverses_id) takes it away again, so a diner-day whose meals were all reversed has `meals` 0 and is
-- no diner. Rebuilt whole by canteen_day_rebuild() after a load that bypasses triggers (the seeds, server/seed/index.ts).
-- Days in the deployment's zone.
CREATE TABLE canteen_day_diner (
  canteen_id bigint NOT NULL,
  day date NOT NULL,
  personnel_id bigint NOT NULL,
  breakfast integer NOT NULL,
  lunch integer NOT NULL,
  dinner integer NOT NULL,
  supper integer NOT NULL,
  meals integer NOT NULL,
  PRIMARY KEY (canteen_id, day, personnel_id)
);
-- the district's days: a range read from its index alone
CREATE INDEX canteen_day_diner_day ON canteen_day_diner (day, canteen_id, personnel_id) INCLUDE (breakfast, lunch, dinner, supper, meals);

CREATE FUNCTION canteen_day_of(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (t AT TIME ZONE current_setting('shian.time_zone'))::date
$$;

CREATE FUNCTION canteen_day_meals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO canteen_day_diner (canteen_id, day, personnel_id, breakfast, lunch, dinner, supper, meals)
  SELECT m.canteen_id, m.day, m.personnel_id, COALESCE(sum(m.sign) FILTER (WHERE m.dinner_type = 1), 0), COALESCE(sum(m.sign) FILTER (WHERE m.dinner_type = 2), 0),
         COALESCE(sum(m.sign) FILTER (WHERE m.dinner_type = 3), 0), COALESCE(sum(m.sign) FILTER (WHERE m.dinner_type = 4), 0), sum(m.sign)
    FROM (SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) AS canteen_id, canteen_day_of(t.create_time) AS day, t.personnel_id, t.dinner_type, 1 AS sign
            FROM added t JOIN sys_personnel p ON p.id = t.personnel_id
            LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
           WHERE t.type = 'CONSUME'
          UNION ALL
          SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id), canteen_day_of(o.create_time), o.personnel_id, o.dinner_type, -1
            FROM added t JOIN sys_wallet_txn o ON o.id = t.reverses_id AND o.type = 'CONSUME'
            JOIN sys_personnel p ON p.id = o.personnel_id
            LEFT JOIN face_device d ON d.sn = o.device_sn LEFT JOIN canteen_window w ON w.id = o.window_id) m
   WHERE m.canteen_id IS NOT NULL
   GROUP BY 1, 2, 3
  ON CONFLICT (canteen_id, day, personnel_id)
  DO UPDATE SET breakfast = canteen_day_diner.breakfast + EXCLUDED.breakfast, lunch = canteen_day_diner.lunch + EXCLUDED.lunch,
                dinner = canteen_day_diner.dinner + EXCLUDED.dinner, supper = canteen_day_diner.supper + EXCLUDED.supper,
                meals = canteen_day_diner.meals + EXCLUDED.meals;
  RETURN NULL;
END $$;
CREATE TRIGGER canteen_day_meals_added AFTER INSERT ON sys_wallet_txn REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION canteen_day_meals_added();

-- everything counted again from the meals not reversed (after a load without triggers, and here, once)
CREATE FUNCTION canteen_day_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM canteen_day_diner;
  INSERT INTO canteen_day_diner (canteen_id, day, personnel_id, breakfast, lunch, dinner, supper, meals)
  SELECT COALESCE(d.canteen_id, w.canteen_id, p.canteen_id), canteen_day_of(t.create_time), t.personnel_id,
         count(*) FILTER (WHERE t.dinner_type = 1), count(*) FILTER (WHERE t.dinner_type = 2), count(*) FILTER (WHERE t.dinner_type = 3),
         count(*) FILTER (WHERE t.dinner_type = 4), count(*)
    FROM sys_wallet_txn t JOIN sys_personnel p ON p.id = t.personnel_id
    LEFT JOIN face_device d ON d.sn = t.device_sn LEFT JOIN canteen_window w ON w.id = t.window_id
   WHERE t.type = 'CONSUME' AND NOT EXISTS (SELECT 1 FROM sys_wallet_txn r WHERE r.reverses_id = t.id)
     AND COALESCE(d.canteen_id, w.canteen_id, p.canteen_id) IS NOT NULL
   GROUP BY 1, 2, 3;
$$;
SELECT canteen_day_rebuild();

-- 充值统计 over a district's year read each diner's wallet rows one by one (by sys_wallet_txn_person) to keep the
-- recharges and refunds among a year of 消费 — every 消费 of the reach fetched, 7 s for the district's 12 months. Those
-- rows alone, per diner, from an index of their own (server/modules/opening/queries.ts rechargeRows).
CREATE INDEX sys_wallet_txn_money ON sys_wallet_txn (personnel_id, create_time) INCLUDE (tenant_id, type, amount, reverses_id)
  WHERE type IN ('RECHARGE', 'REFUND', 'CLOSE_REFUND');
