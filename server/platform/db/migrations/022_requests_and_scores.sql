-- Two findings of the second security review (docs/security.md):
--
-- 1. A wallet change's request id is the caller's own key, so it is unique per tenant and per owner — the account
--    that sent it (`user:<id>`), or '' for the ids the server makes itself (`close-cash-<id>`, `sync:…`, `meal:…`,
--    the seed's). Before, one id was unique across every tenant and the replay look-up found another tenant's
--    change by it. Rows written before this migration keep the owner ''.
ALTER TABLE sys_wallet_txn ADD COLUMN request_owner text NOT NULL DEFAULT '';
ALTER TABLE sys_wallet_txn DROP CONSTRAINT sys_wallet_txn_request_id_key;
CREATE UNIQUE INDEX sys_wallet_txn_request ON sys_wallet_txn (tenant_id, request_owner, request_id);

-- 2. An expert's total for a bid never exceeds the sum of the tender's score items' maxima (nor goes below zero):
--    the server sums one entry per item, and this check holds whatever a future change of that code does.
CREATE FUNCTION bid_evaluation_within_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  most numeric;
BEGIN
  SELECT COALESCE(sum((item->>'max')::numeric), 0) INTO most FROM bidding b, jsonb_array_elements(b.score_items) item WHERE b.id = NEW.bidding_id;
  IF NEW.total < 0 OR NEW.total > most THEN
    RAISE EXCEPTION 'bid_evaluation total % outside 0..% (bidding %)', NEW.total, most, NEW.bidding_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bid_evaluation_total_check BEFORE INSERT OR UPDATE ON bid_evaluation FOR EACH ROW EXECUTE FUNCTION bid_evaluation_within_items();

-- 3. Nobody decides their own make-up punch (补卡), as nobody approves their own tender. NOT VALID: rows decided
--    before this rule stay as they were; every new decision is checked.
ALTER TABLE attendance_make_up ADD CONSTRAINT attendance_make_up_not_own CHECK (decide_user IS NULL OR decide_user <> create_user) NOT VALID;
