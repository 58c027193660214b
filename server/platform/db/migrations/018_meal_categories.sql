-- 餐别设置: the meal plans get their own screen, so a plan is edited with the version it was loaded at (the second
-- of two saves of one plan is 409) and remembers who changed it. docs/product-rules.md#meal-plans.
ALTER TABLE sys_meal_category ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sys_meal_category ADD COLUMN create_user bigint;
ALTER TABLE sys_meal_category ADD COLUMN update_user bigint;
ALTER TABLE sys_meal_category ADD COLUMN update_time timestamptz NOT NULL DEFAULT now();
-- how many people are on a plan (the screen's 人数, and the refusal to delete a plan in use)
CREATE INDEX sys_personnel_meal ON sys_personnel (meal_category_id) WHERE is_deleted = 0;
