-- 停餐 for students too: a meal stop is of one diner — a member of a canteen's staff (person_id, work_personnel) or a
-- student (student_id, sys_personnel) — never both. The canteen is the one the diner eats in; a student who eats in
-- none cannot have a meal stop. docs/product-rules.md#attendance.
ALTER TABLE attendance_meal_stop ALTER COLUMN person_id DROP NOT NULL;
ALTER TABLE attendance_meal_stop ADD COLUMN student_id bigint REFERENCES sys_personnel (id);
ALTER TABLE attendance_meal_stop ADD CONSTRAINT attendance_meal_stop_one_diner CHECK ((person_id IS NULL) <> (student_id IS NULL));
CREATE INDEX attendance_meal_stop_student ON attendance_meal_stop (student_id, start_date) WHERE status = 1 AND student_id IS NOT NULL;
