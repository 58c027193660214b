-- 消费 (the consumption records): a refund that reverses one consumption points at it (reverses_id), and a
-- consumption is reversed once at most — the reversal is a new REFUND row, never an edit of the consumption
-- (docs/product-rules.md#consume). The index holds the reversals only (most rows have none), so the seed's and the
-- devices' inserts of consumptions do not pay for it.
ALTER TABLE sys_wallet_txn ADD COLUMN reverses_id bigint REFERENCES sys_wallet_txn (id);
CREATE UNIQUE INDEX sys_wallet_txn_reversal ON sys_wallet_txn (reverses_id) WHERE reverses_id IS NOT NULL;
