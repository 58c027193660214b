-- 人事管理 (从业人员 and 考勤) for the supervising units, read-only: an education bureau sees its schools' canteen staff,
-- their health certificates and attendance, 纪委 and 市场监管 the district's (platform/access/policy.ts WORK_PERSONNEL_READERS,
-- ATTENDANCE_READERS). A new database grants this from the seed (menus.ts); an existing one gets it here, once. The
-- write buttons stay with the keepers: their items are limited to them, so no grant rule gives them to a supervisor.
UPDATE menu SET roles = '{administrator,school,canteen}'
 WHERE category = 2 AND cardinality(roles) = 0
   AND code IN ('work_personnel_add', 'work_personnel_edit', 'work_personnel_delete', 'attendance_group_add', 'attendance_group_edit',
                'attendance_group_delete', 'patch_add', 'patch_approve', 'meal_stop_add', 'meal_stop_delete');
DELETE FROM role_menu rm USING role r, menu m
 WHERE rm.role_id = r.id AND rm.menu_id = m.id AND r.role_alias IN ('education', 'jiwei', 'market')
   AND m.code IN ('work_personnel_add', 'work_personnel_edit', 'work_personnel_delete', 'attendance_group_add', 'attendance_group_edit',
                  'attendance_group_delete', 'patch_add', 'patch_approve', 'meal_stop_add', 'meal_stop_delete');
INSERT INTO role_menu (role_id, menu_id)
SELECT r.id, m.id FROM role r CROSS JOIN menu m
 WHERE r.role_alias IN ('education', 'jiwei', 'market') AND r.is_deleted = 0 AND m.category = 1 AND m.is_deleted = 0
   AND m.code IN ('workPersonnel', 'workPersonnelList', 'workPersonnelStatistics', 'healthCertificate',
                  'attendance', 'attendanceGroup', 'attendanceRecord', 'makeUpPunch', 'mealStop', 'attendanceReport')
ON CONFLICT DO NOTHING;
