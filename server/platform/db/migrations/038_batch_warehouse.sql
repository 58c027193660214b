-- 入库 puts a batch in a warehouse (docs/product-rules.md#supply-chain): the one 期初入库 names, else the canteen's
-- default enabled warehouse of the goods' storage class (仓库设置), else none (a canteen without warehouses set up).
ALTER TABLE stock_batch ADD COLUMN warehouse_id bigint REFERENCES supply_warehouse (id);

CREATE FUNCTION stock_batch_default_warehouse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.warehouse_id IS NULL THEN
    SELECT w.id INTO NEW.warehouse_id FROM supply_warehouse w JOIN school_goods g ON g.code = NEW.goods_code
     WHERE w.canteen_id = NEW.canteen_id AND w.storage_class = g.storage_class AND w.is_default AND w.enabled;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER stock_batch_warehouse BEFORE INSERT ON stock_batch FOR EACH ROW EXECUTE FUNCTION stock_batch_default_warehouse();

-- the batches already held: into their canteen's default warehouse of their storage class
CREATE FUNCTION stock_batch_place_unplaced() RETURNS void LANGUAGE sql AS $$
  UPDATE stock_batch b SET warehouse_id = w.id
    FROM school_goods g, supply_warehouse w
   WHERE b.warehouse_id IS NULL AND g.code = b.goods_code AND w.canteen_id = b.canteen_id AND w.storage_class = g.storage_class
     AND w.is_default AND w.enabled
$$;
SELECT stock_batch_place_unplaced();
