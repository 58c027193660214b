-- 开户统计's 充值统计 over a district's year (npm run bench:homes: 500 schools, 18,690 diners, ≈4 million wallet rows)
-- read each diner's wallet rows one by one (by sys_wallet_txn_person) to keep the recharges and refunds among a year of
-- 消费 — every 消费 of the reach fetched from the table, 7–9 s for the district's 12 months on PostgreSQL. Those rows
-- alone, per diner and time, from an index of their own (server/modules/opening/queries.ts rechargeRows).
CREATE INDEX sys_wallet_txn_money ON sys_wallet_txn (personnel_id, create_time) INCLUDE (tenant_id, type, amount, reverses_id)
  WHERE type IN ('RECHARGE', 'REFUND', 'CLOSE_REFUND');
