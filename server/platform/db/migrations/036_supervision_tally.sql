-- 配送监管 over a district's year (npm run bench:supply, 150,000 orders): the list's total, with no filter but a range
-- of days, counted every order of the reach one by one (15–30 ms of SQL, the first page of the whole year at 61 ms
-- p95 under load). The orders counted ahead by school, canteen and month of delivery instead, drafts left out as the
-- list leaves them out: a total is the sum of the months its range covers whole (≈7,000 rows for the district's year)
-- and a count of the days at its ends (server/modules/supply/supervision-queries.ts DELIVERY_COUNT). Kept by the
-- triggers below; a load that turns triggers off (session_replication_role = replica: the seeds' bulk loads) calls
-- supply_order_tally_rebuild() after it. Orders are never deleted (supply_order_keep).
CREATE TABLE supply_order_tally (
  tenant_id varchar(12) NOT NULL,
  school_id bigint NOT NULL,
  canteen_id bigint NOT NULL,
  -- the first day of the month of delivery
  month date NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (tenant_id, school_id, canteen_id, month)
);

CREATE FUNCTION supply_order_tally_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM supply_order_tally;
  INSERT INTO supply_order_tally (tenant_id, school_id, canteen_id, month, orders)
  SELECT tenant_id, school_id, canteen_id, date_trunc('month', delivery_date::timestamp)::date, count(*)
    FROM supply_order WHERE status <> 0 GROUP BY 1, 2, 3, 4;
$$;
SELECT supply_order_tally_rebuild();

-- orders inserted: once a statement (a bulk load is one upsert a canteen and month), in key order
CREATE FUNCTION supply_order_tally_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO supply_order_tally AS t (tenant_id, school_id, canteen_id, month, orders)
  SELECT tenant_id, school_id, canteen_id, date_trunc('month', delivery_date::timestamp)::date, count(*)
    FROM inserted WHERE status <> 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, school_id, canteen_id, month) DO UPDATE SET orders = t.orders + EXCLUDED.orders;
  RETURN NULL;
END $$;
CREATE TRIGGER supply_order_tally_insert AFTER INSERT ON supply_order REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION supply_order_tally_inserted();

-- an order submitted (a draft no more) or moved to another school, canteen or month: out of its old count, into its new
CREATE FUNCTION supply_order_tally_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 0 THEN
    UPDATE supply_order_tally SET orders = orders - 1
     WHERE tenant_id = OLD.tenant_id AND school_id = OLD.school_id AND canteen_id = OLD.canteen_id
       AND month = date_trunc('month', OLD.delivery_date::timestamp)::date;
  END IF;
  IF NEW.status <> 0 THEN
    INSERT INTO supply_order_tally AS t (tenant_id, school_id, canteen_id, month, orders)
    VALUES (NEW.tenant_id, NEW.school_id, NEW.canteen_id, date_trunc('month', NEW.delivery_date::timestamp)::date, 1)
    ON CONFLICT (tenant_id, school_id, canteen_id, month) DO UPDATE SET orders = t.orders + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER supply_order_tally_update AFTER UPDATE OF status, tenant_id, school_id, canteen_id, delivery_date ON supply_order FOR EACH ROW
  WHEN ((OLD.status <> 0) IS DISTINCT FROM (NEW.status <> 0) OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.school_id IS DISTINCT FROM NEW.school_id
        OR OLD.canteen_id IS DISTINCT FROM NEW.canteen_id OR OLD.delivery_date IS DISTINCT FROM NEW.delivery_date)
  EXECUTE FUNCTION supply_order_tally_updated();
