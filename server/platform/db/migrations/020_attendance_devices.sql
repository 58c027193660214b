-- Punch devices of attendance groups (打卡设备): attendance_group.device_sns (012) now holds serial numbers of face
-- devices (015) of the group's canteen, checked by every save; a device removed or moved to another canteen leaves
-- the groups that listed it (server/modules/attendance/devices.ts). docs/product-rules.md#attendance.

-- Entries written before the rule (the demo's placeholders of 012's time) that are not a device of the group's
-- canteen are dropped, so every group starts within the rule.
UPDATE attendance_group g
   SET device_sns = ARRAY(SELECT x.sn FROM unnest(g.device_sns) WITH ORDINALITY AS x(sn, n)
                           WHERE EXISTS (SELECT 1 FROM face_device d WHERE d.sn = x.sn AND d.canteen_id = g.canteen_id AND d.is_deleted = 0)
                           ORDER BY x.n)
 WHERE cardinality(g.device_sns) > 0;

-- The groups that list a device, for its removal or move (device_sns @> ARRAY[sn]).
CREATE INDEX attendance_group_devices ON attendance_group USING gin (device_sns);
