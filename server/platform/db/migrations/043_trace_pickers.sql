-- 批次溯源's picker (docs/product-rules.md#traceability): a canteen's batches newest received first, and a supplier's own
-- batches (a supplier sees only what it supplied), each read page by page at a district-year's scale.
CREATE INDEX stock_batch_received ON stock_batch (canteen_id, create_time DESC, id DESC);
CREATE INDEX stock_batch_supplier ON stock_batch (supplier_id, create_time DESC, id DESC) WHERE supplier_id IS NOT NULL;
