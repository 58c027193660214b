-- The cold-chain logger simulator and its alerts (docs/product-rules.md#cold-chain-logger). A delivery on the road
-- with cold-chain goods has a simulated logger that reads on the app clock (server/modules/supply/logger.ts); a
-- reading warmer than the delivery's limit opens an alert, the readings right after it that are still too warm extend
-- it, and the supplier acknowledges it with a note. Temperatures in tenths of °C. Evidence: alerts are never deleted.

-- where a reading came from: 1 typed by hand (delivery/reading), 2 the logger; one logger reading per slot
ALTER TABLE supply_delivery_reading ADD COLUMN source smallint NOT NULL DEFAULT 1 CHECK (source IN (1, 2));
CREATE UNIQUE INDEX supply_delivery_reading_logger ON supply_delivery_reading (delivery_id, read_time) WHERE source = 2;
-- the deliveries the logger reads for
CREATE INDEX supply_delivery_on_road ON supply_delivery (id) WHERE status = 2;

-- what the simulated logger is told to read for a while (the demo's breach, the tests' excursions)
CREATE TABLE supply_logger_excursion (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  delivery_id bigint NOT NULL REFERENCES supply_delivery (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  temp_tenths integer NOT NULL
);
CREATE INDEX supply_logger_excursion_delivery ON supply_logger_excursion (delivery_id, starts_at);

-- 冷链告警: one per excursion (a run of consecutive readings over the limit)
CREATE TABLE supply_cold_chain_alert (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  delivery_id bigint NOT NULL REFERENCES supply_delivery (id),
  order_id bigint NOT NULL REFERENCES supply_order (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  limit_tenths integer NOT NULL,
  first_reading_id bigint NOT NULL REFERENCES supply_delivery_reading (id),
  last_reading_id bigint NOT NULL REFERENCES supply_delivery_reading (id),
  first_time timestamptz NOT NULL,
  last_time timestamptz NOT NULL,
  warmest_tenths integer NOT NULL,
  readings integer NOT NULL DEFAULT 1,
  ack_account_id bigint,
  ack_name varchar(64),
  ack_time timestamptz,
  ack_note varchar(200),
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX supply_cold_chain_alert_delivery ON supply_cold_chain_alert (delivery_id, first_time);
CREATE INDEX supply_cold_chain_alert_open ON supply_cold_chain_alert (supplier_id) WHERE ack_time IS NULL;
CREATE TRIGGER supply_cold_chain_alert_keep BEFORE DELETE ON supply_cold_chain_alert FOR EACH ROW EXECUTE FUNCTION supply_refuse_delete();

-- the readings taken before this migration: their excursions become alerts, by the limit the delivery list shows
-- (frozen only −9 °C; chilled goods along: the warmest label + 3 °C)
WITH lim AS (
  SELECT v.id AS delivery_id, v.tenant_id, v.order_id, v.supplier_id,
         (SELECT max(CASE WHEN g.storage_class = 3 THEN -90 ELSE COALESCE(g.max_temp_tenths, 40) + 30 END)
            FROM supply_order_line l JOIN school_goods g ON g.code = l.goods_code
           WHERE l.order_id = v.order_id AND COALESCE(l.confirmed_qty, l.quantity) > 0 AND g.storage_class <> 1) AS tenths
    FROM supply_delivery v
), marked AS (
  SELECT x.id, x.delivery_id, x.temp_tenths, x.read_time, lim.tenths, x.temp_tenths > lim.tenths AS over,
         row_number() OVER (PARTITION BY x.delivery_id ORDER BY x.read_time, x.id) AS n
    FROM supply_delivery_reading x JOIN lim ON lim.delivery_id = x.delivery_id
   WHERE lim.tenths IS NOT NULL
), runs AS (
  SELECT m.*, m.n - row_number() OVER (PARTITION BY m.delivery_id, m.over ORDER BY m.read_time, m.id) AS run FROM marked m
)
INSERT INTO supply_cold_chain_alert (tenant_id, delivery_id, order_id, supplier_id, limit_tenths, first_reading_id, last_reading_id, first_time, last_time,
                                     warmest_tenths, readings, create_time)
SELECT lim.tenant_id, r.delivery_id, lim.order_id, lim.supplier_id, min(r.tenths),
       (array_agg(r.id ORDER BY r.read_time, r.id))[1], (array_agg(r.id ORDER BY r.read_time DESC, r.id DESC))[1],
       min(r.read_time), max(r.read_time), max(r.temp_tenths), count(*), min(r.read_time)
  FROM runs r JOIN lim ON lim.delivery_id = r.delivery_id
 WHERE r.over
 GROUP BY lim.tenant_id, r.delivery_id, lim.order_id, lim.supplier_id, r.run;
