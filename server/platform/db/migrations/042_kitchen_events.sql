-- 明厨亮灶's alerts (kitchen_alert, 003_statistics.sql) are acknowledged by the canteen: who (ack_user, ack_name),
-- when (ack_time) and a note (ack_note); handled becomes true with it, and nothing is deleted. The kitchen
-- camera-event simulator (server/modules/kitchen/simulator.ts) writes its events here too (simulated): one per
-- camera and instant, so two instances and a restart never write one twice. New alerts take ids from a sequence
-- (the seeded ones keep theirs).
CREATE SEQUENCE kitchen_alert_id_seq START 1970000000000000000;
ALTER TABLE kitchen_alert ALTER COLUMN id SET DEFAULT nextval('kitchen_alert_id_seq');
ALTER TABLE kitchen_alert
  ADD COLUMN simulated boolean NOT NULL DEFAULT false,
  ADD COLUMN ack_user bigint REFERENCES app_user (id),
  ADD COLUMN ack_name text,
  ADD COLUMN ack_time timestamptz,
  ADD COLUMN ack_note text,
  ADD CONSTRAINT kitchen_alert_acknowledged CHECK (ack_time IS NULL OR handled);
CREATE UNIQUE INDEX kitchen_alert_simulated ON kitchen_alert (camera_id, detected_at) WHERE simulated;
-- a canteen's alerts, newest first (the acknowledgement screen's list)
CREATE INDEX kitchen_alert_canteen ON kitchen_alert (canteen_id, detected_at DESC, id DESC);
