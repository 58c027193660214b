-- 培训考核: a session keeps the hours its course gave when it was held. Read from the course, a course edited later
-- (4 学时 made 2) changed every past session and each attendee's total for the year.
ALTER TABLE safety_training ADD COLUMN hours integer;
UPDATE safety_training t SET hours = c.hours FROM safety_course c WHERE c.id = t.course_id;
ALTER TABLE safety_training ALTER COLUMN hours SET NOT NULL;
ALTER TABLE safety_training ADD CONSTRAINT safety_training_hours CHECK (hours BETWEEN 1 AND 100);
