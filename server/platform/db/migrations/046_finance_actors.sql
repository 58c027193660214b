-- 财务 (server/modules/finance/): a supplier's book is kept by its supplier accounts, which are no app_user rows. So
-- who prepared, audited or posted a voucher, closed a period or wrote an audit row is a staff user or a supplier
-- account (both numbered from entity_id_seq, so an id names one of them); the names are read from either table.
ALTER TABLE fin_voucher DROP CONSTRAINT fin_voucher_preparer_fkey;
ALTER TABLE fin_voucher DROP CONSTRAINT fin_voucher_auditor_fkey;
ALTER TABLE fin_voucher DROP CONSTRAINT fin_voucher_poster_fkey;
ALTER TABLE fin_period DROP CONSTRAINT fin_period_closed_by_fkey;
ALTER TABLE fin_audit DROP CONSTRAINT fin_audit_user_id_fkey;
-- a voucher's lines in the order of its number within the month, for the ledger's running balance
CREATE INDEX fin_voucher_period ON fin_voucher (book_id, period, status);
