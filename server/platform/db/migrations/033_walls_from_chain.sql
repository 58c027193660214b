-- The walls 食材溯源, 冷冻食材占比 and 大米价格 read the supply chain (docs/big-screen.md#the-six-screens): one row per
-- order line that reached the canteen — inspected (an acceptance) or delivered and waiting for its inspection — in the
-- shape the walls read purchase_batch in before (which stays, no longer written). weight_kg is what arrived,
-- accepted_kg what the inspection took in (0 while pending or refused), unit_price yuan per kg (or L), frozen the
-- goods' storage class 冷冻, inspection passed (合格) / failed (部分合格, 拒收) / pending, certified whether the
-- acceptance holds a certificate; delivered_at the delivery's arrival (the acceptance's time without one).
-- The wall categories: 粮油 → grain (食用植物油 → oil_condiment), 肉类 and poultry meat → meat, eggs → egg_dairy,
-- 水产 → aquatic, 蔬菜 and 豆制品 → vegetable.
CREATE VIEW supply_wall_line AS
SELECT l.id, o.tenant_id, o.canteen_id, o.supplier_id, l.goods_name AS item_name,
       CASE WHEN g.code = 'G0103' THEN 'oil_condiment'
            WHEN g.parent_code = 'G01' THEN 'grain'
            WHEN g.parent_code = 'G02' OR g.code IN ('G0303', 'G0304', 'G0305') THEN 'meat'
            WHEN g.parent_code = 'G03' THEN 'egg_dairy'
            WHEN g.parent_code = 'G04' THEN 'aquatic'
            ELSE 'vegetable' END AS category,
       l.goods_code = 'G0101' AS is_rice,
       COALESCE(a.received_qty, l.confirmed_qty, l.quantity) / 1000.0 AS weight_kg,
       COALESCE(a.accepted_qty, 0) / 1000.0 AS accepted_kg,
       l.unit_price / 100.0 AS unit_price,
       g.storage_class = 3 AS frozen,
       CASE a.decision WHEN 1 THEN 'passed' WHEN 2 THEN 'failed' WHEN 3 THEN 'failed' ELSE 'pending' END AS inspection,
       a.id IS NOT NULL AND EXISTS (SELECT 1 FROM supply_certificate c WHERE c.acceptance_id = a.id) AS certified,
       COALESCE(d.arrive_time, a.create_time) AS delivered_at
  FROM supply_order_line l
  JOIN supply_order o ON o.id = l.order_id
  JOIN school_goods g ON g.code = l.goods_code
  LEFT JOIN supply_acceptance a ON a.line_id = l.id
  LEFT JOIN supply_delivery d ON d.order_id = o.id AND d.arrive_time IS NOT NULL
 WHERE a.id IS NOT NULL OR (d.id IS NOT NULL AND COALESCE(l.confirmed_qty, 0) > 0);

-- the walls' month of a tenant's canteens: acceptances and arrivals by time
CREATE INDEX supply_delivery_arrive ON supply_delivery (arrive_time) WHERE arrive_time IS NOT NULL;
