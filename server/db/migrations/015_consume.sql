-- 消费 (the consumption records): a refund that reverses one consumption points at it (reverses_id), and a
-- consumption is reversed once at most — the reversal is a new REFUND row, never an edit of the consumption
-- (docs/product-rules.md#consume). The lists read by time, type and school.
ALTER TABLE sys_wallet_txn ADD COLUMN reverses_id bigint REFERENCES sys_wallet_txn (id);
-- (NULLs are distinct: the index holds the reversals only once each, and serves the look-up of a row's reversal)
CREATE UNIQUE INDEX sys_wallet_txn_reversal ON sys_wallet_txn (reverses_id);
CREATE INDEX sys_wallet_txn_type_time ON sys_wallet_txn (tenant_id, type, create_time DESC, id DESC);
