-- Fixes of a security review: grants that an existing database brings with it, and the columns and
-- indexes the new limits count with.

-- 用户管理 belongs to the administrator, education authorities and schools only: canteens and banks grant
-- no role, so they lose the screen and its buttons.
UPDATE menu SET roles = '{administrator,education,school}' WHERE code = 'user' AND category = 1;
DELETE FROM role_menu rm USING role r, menu m
 WHERE rm.role_id = r.id AND rm.menu_id = m.id AND r.role_alias IN ('canteen', 'bank')
   AND m.code IN ('user', 'user_add', 'user_edit', 'user_delete', 'user_reset');

-- 函询管理: the senders (administrator, 纪委, education) write and close; the schools addressed see their
-- letters and reply, which now needs the letter_reply button.
UPDATE menu SET roles = '{administrator,jiwei,education,school}' WHERE code = 'letter' AND category = 1;
UPDATE menu SET roles = '{administrator,jiwei,education}' WHERE code = 'letter_add' AND category = 2;
UPDATE menu SET roles = '{school}' WHERE code = 'letter_reply' AND category = 2;
DELETE FROM role_menu rm USING role r, menu m
 WHERE rm.role_id = r.id AND rm.menu_id = m.id AND m.code = 'letter_reply' AND r.role_alias <> 'school';
INSERT INTO role_menu (role_id, menu_id)
SELECT r.id, m.id FROM role r CROSS JOIN menu m
 WHERE r.role_alias = 'school' AND r.is_deleted = 0 AND m.code IN ('letter', 'letter_reply') AND m.is_deleted = 0
   AND EXISTS (SELECT 1 FROM role_menu g JOIN menu s ON s.id = g.menu_id WHERE g.role_id = r.id AND s.code = 'system')
ON CONFLICT DO NOTHING;

-- SMS codes: the address that asked (daily cap per address) and whether the number was one of an
-- account (a code for an unknown number is recorded the same way but never sent).
ALTER TABLE sms_code ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE sms_code ADD COLUMN delivered boolean NOT NULL DEFAULT true;
CREATE INDEX sms_code_address ON sms_code (address, created_at);

-- Upload quotas count the bytes a user and a tenant hold.
CREATE INDEX stored_file_owner ON stored_file (owner_kind, owner_id);

-- The error log's daily cap per signed-in subject.
CREATE INDEX error_log_subject ON error_log (subject_kind, subject_id, created_at);
