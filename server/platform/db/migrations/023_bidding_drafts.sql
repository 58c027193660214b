-- A draft keeps work in progress with only its title (docs/product-rules.md#bidding): what a submission needs may be
-- missing until then (a rejected tender is edited the same way). Submitting for approval requires every field, so no
-- tender on its way lacks one.
ALTER TABLE bidding
  ALTER COLUMN dept_id DROP NOT NULL,
  ALTER COLUMN approver_id DROP NOT NULL,
  ALTER COLUMN category DROP NOT NULL,
  ALTER COLUMN budget DROP NOT NULL,
  ALTER COLUMN supply_start DROP NOT NULL,
  ALTER COLUMN supply_end DROP NOT NULL,
  ALTER COLUMN sign_up_start DROP NOT NULL,
  ALTER COLUMN sign_up_end DROP NOT NULL,
  ALTER COLUMN opening_time DROP NOT NULL,
  ALTER COLUMN bidding_group_id DROP NOT NULL;

ALTER TABLE bidding ADD CONSTRAINT bidding_complete_once_submitted CHECK (
  bidding_progress IN (0, 2) OR (dept_id IS NOT NULL AND approver_id IS NOT NULL AND category IS NOT NULL AND budget IS NOT NULL
    AND supply_start IS NOT NULL AND supply_end IS NOT NULL AND sign_up_start IS NOT NULL AND sign_up_end IS NOT NULL
    AND opening_time IS NOT NULL AND bidding_group_id IS NOT NULL)
);
