-- The tender's records are stamped on the app clock (app_now(): the database's clock, moved only by the test routes
-- or the demo clock), as its moves already were: a sign-up made after the demo clock moved three days had been
-- stamped on the real clock, before the sign-up window it was made in. The code writes app_now(); the columns'
-- defaults follow.
DO $$
DECLARE
  col record;
BEGIN
  FOR col IN
    SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_default = 'now()'
       AND table_name IN ('expert', 'bidding_group', 'bidding', 'bidding_line', 'bidding_shortlist', 'supplier_sign_up', 'my_bidding',
                          'my_bidding_line', 'bid_evaluation', 'bidding_notice', 'bidding_commodity', 'bidding_audit')
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT app_now()', col.table_name, col.column_name);
  END LOOP;
END $$;
