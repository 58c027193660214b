-- 考勤 (attendance) of canteen staff (work_personnel, 011): attendance groups with their shifts and workdays, the
-- punches, make-up punches (补卡) and their approval, and meal stops (停餐). docs/product-rules.md#attendance.
-- Students and punch devices come with the system personnel and face devices: the group keeps a column for its
-- devices and a punch one for the device it came from, unused until then.

-- A canteen's attendance group. type: 1 固定班制 (fixed), 2 排班制 (scheduled), 3 自由工时 (free hours).
CREATE TABLE attendance_group (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  group_name text NOT NULL CHECK (char_length(group_name) BETWEEN 1 AND 50),
  group_type smallint NOT NULL CHECK (group_type IN (1, 2, 3)),
  -- [{ "name": "早班", "start": "06:00", "end": "14:00" }] in the order of their start; none for free hours
  shifts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(shifts) = 'array'),
  -- ISO weekdays, 1 Monday … 7 Sunday, on which the members are due
  workdays smallint[] NOT NULL CHECK (cardinality(workdays) BETWEEN 1 AND 7 AND workdays <@ '{1,2,3,4,5,6,7}'),
  -- the 补卡 a member may have in a month (pending and approved ones count)
  make_up_limit smallint NOT NULL DEFAULT 3 CHECK (make_up_limit BETWEEN 0 AND 31),
  -- 考勤负责人: accounts (app_user) of the group's school, in the order chosen
  supervisor_ids bigint[] NOT NULL DEFAULT '{}',
  -- the punch devices (serial numbers) once face devices exist; unused until then
  device_sns text[] NOT NULL DEFAULT '{}',
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 200),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX attendance_group_name ON attendance_group (canteen_id, group_name) WHERE is_deleted = 0;
CREATE INDEX attendance_group_tenant ON attendance_group (tenant_id, canteen_id) WHERE is_deleted = 0;

-- Who is in which group: one row per person, so nobody is in two groups whatever two saves do at once (the
-- primary key is the rule; a move is one upsert). A removed group's rows are deleted with it. exempt: 无需考勤 —
-- in the group (and so in no other) but never due.
CREATE TABLE attendance_group_member (
  person_id bigint PRIMARY KEY REFERENCES work_personnel (id),
  group_id bigint NOT NULL REFERENCES attendance_group (id),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  exempt boolean NOT NULL DEFAULT false,
  -- the order chosen in the group's dialog
  sort integer NOT NULL DEFAULT 0,
  -- the first day the person is due in this group (the day they joined it)
  join_date date NOT NULL
);
CREATE INDEX attendance_group_member_group ON attendance_group_member (group_id, exempt, sort);

-- Make-up punches. status: 0 待审批 (pending), 1 已通过 (approved; its punch is written), 2 已驳回 (rejected).
-- shift_name is the group's shift as it was ('' for free hours); punch_clock the time the punch is written at.
CREATE TABLE attendance_make_up (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  group_id bigint NOT NULL REFERENCES attendance_group (id),
  person_id bigint NOT NULL REFERENCES work_personnel (id),
  punch_date date NOT NULL,
  shift_name text NOT NULL DEFAULT '',
  punch_clock time NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  opinion text NOT NULL DEFAULT '' CHECK (char_length(opinion) <= 200),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  decide_user bigint,
  decide_time timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK ((status = 0) = (decide_time IS NULL))
);
-- one open or approved 补卡 per person, day and shift
CREATE UNIQUE INDEX attendance_make_up_once ON attendance_make_up (person_id, punch_date, shift_name) WHERE status IN (0, 1);
CREATE INDEX attendance_make_up_canteen ON attendance_make_up (canteen_id, create_time DESC);
CREATE INDEX attendance_make_up_person ON attendance_make_up (person_id, punch_date);

-- Punches. source: 1 a punch device (the demo seed writes these until devices exist), 2 an approved 补卡.
-- punch_date is the day of punch_time in the deployment's time zone; group_id the group at the time.
CREATE TABLE attendance_punch (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  person_id bigint NOT NULL REFERENCES work_personnel (id),
  group_id bigint REFERENCES attendance_group (id),
  punch_time timestamptz NOT NULL,
  punch_date date NOT NULL,
  source smallint NOT NULL CHECK (source IN (1, 2)),
  device_sn text NOT NULL DEFAULT '',
  make_up_id bigint UNIQUE REFERENCES attendance_make_up (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 2) = (make_up_id IS NOT NULL))
);
CREATE INDEX attendance_punch_person ON attendance_punch (person_id, punch_date);
CREATE INDEX attendance_punch_canteen ON attendance_punch (canteen_id, punch_time DESC);

-- Meal stops: the person eats none of the listed meals on the days from start_date to end_date.
-- dinner_types: 1 早餐, 2 午餐, 3 晚餐. source: 1 manual, 2 a leave (the leave workflow, not built yet).
-- status: 1 生效 (active), 2 已取消 (cancelled). One person's active stops never overlap (checked by the server
-- under a lock on the person).
CREATE TABLE attendance_meal_stop (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  person_id bigint NOT NULL REFERENCES work_personnel (id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  dinner_types smallint[] NOT NULL CHECK (cardinality(dinner_types) BETWEEN 1 AND 3 AND dinner_types <@ '{1,2,3}'),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  source smallint NOT NULL DEFAULT 1 CHECK (source IN (1, 2)),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  cancel_user bigint,
  cancel_time timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK (end_date >= start_date),
  CHECK ((status = 2) = (cancel_time IS NOT NULL))
);
CREATE INDEX attendance_meal_stop_person ON attendance_meal_stop (person_id, start_date) WHERE status = 1;
CREATE INDEX attendance_meal_stop_canteen ON attendance_meal_stop (canteen_id, start_date DESC);

-- Every write of the domain, one row each: who did what to which record.
CREATE TABLE attendance_log (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  -- group, makeUp, mealStop
  entity text NOT NULL,
  entity_id bigint NOT NULL,
  -- create, update, remove, move, apply, approve, reject, cancel
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  user_id bigint,
  user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendance_log_entity ON attendance_log (entity, entity_id, create_time);
