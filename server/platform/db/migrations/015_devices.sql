-- 人脸设备 (face devices) at the serving windows of a canteen, the people each device holds, and the one task engine
-- (docs/product-rules.md#face-devices-and-tasks, docs/decisions/0012-task-engine.md). There are no real devices: each
-- device row carries the profile of its simulator (server/modules/devices/simulator.ts), whose clock is app_now().

-- A serving window (窗口) of a canteen.
CREATE TABLE canteen_window (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  is_deleted smallint NOT NULL DEFAULT 0,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX canteen_window_name ON canteen_window (canteen_id, name) WHERE is_deleted = 0;
CREATE INDEX canteen_window_school ON canteen_window (tenant_id, school_id, canteen_id, id) WHERE is_deleted = 0;

-- A face device, bound to a window. A removed device (is_deleted = 1) keeps its row so its serial number may be
-- registered again. The simulator's profile: capacity (faces it holds), latency_ms per command, failure_rate (0–1,
-- drawn from sim_seed, never Math.random), boot_seconds of a reboot. Its state: last_heartbeat (online while it
-- is at most 90 s old) and boot_until (booting, hence offline, until then).
CREATE TABLE face_device (
  sn text PRIMARY KEY CHECK (sn ~ '^[A-Za-z0-9_-]{4,32}$'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  window_id bigint REFERENCES canteen_window (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  capacity integer NOT NULL DEFAULT 1000 CHECK (capacity BETWEEN 1 AND 100000),
  latency_ms integer NOT NULL DEFAULT 100 CHECK (latency_ms BETWEEN 0 AND 10000),
  failure_rate real NOT NULL DEFAULT 0 CHECK (failure_rate >= 0 AND failure_rate <= 1),
  sim_seed integer NOT NULL DEFAULT 1,
  boot_seconds integer NOT NULL DEFAULT 20 CHECK (boot_seconds BETWEEN 0 AND 3600),
  last_heartbeat timestamptz,
  boot_until timestamptz,
  is_deleted smallint NOT NULL DEFAULT 0,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX face_device_window ON face_device (window_id) WHERE is_deleted = 0;
CREATE INDEX face_device_school ON face_device (tenant_id, school_id, sn) WHERE is_deleted = 0;

-- When a simulated device is switched off (no heartbeats): from starts_at until ends_at.
CREATE TABLE face_device_offline (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  device_sn text NOT NULL REFERENCES face_device (sn),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX face_device_offline_device ON face_device_offline (device_sn, ends_at);

-- One person on one device. sync_status: 0 待下发 (pending), 1 下发中 (sending), 2 成功 (on the device), 3 失败 (failed,
-- error says why), 4 待删除 (awaiting deletion). A deletion that succeeds removes the row.
CREATE TABLE device_personnel (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  device_sn text NOT NULL REFERENCES face_device (sn),
  personnel_id bigint NOT NULL REFERENCES sys_personnel (id),
  sync_status smallint NOT NULL DEFAULT 0 CHECK (sync_status BETWEEN 0 AND 4),
  error text NOT NULL DEFAULT '',
  update_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_sn, personnel_id)
);
CREATE INDEX device_personnel_person ON device_personnel (personnel_id);
CREATE INDEX device_personnel_status ON device_personnel (device_sn, sync_status);

-- The task engine (server/platform/tasks/): a task and its items. status 0 排队, 1 执行中, 2 成功, 3 部分失败, 4 失败, 5 取消.
CREATE TABLE task (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint REFERENCES dept (id),
  kind text NOT NULL CHECK (kind IN ('DEVICE_DOWN', 'DEVICE_DELETE', 'MEAL_CATEGORY_UPLOAD', 'PERSONNEL_IMPORT')),
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
  success integer NOT NULL DEFAULT 0 CHECK (success >= 0),
  fail integer NOT NULL DEFAULT 0 CHECK (fail >= 0),
  error_file_id bigint REFERENCES stored_file (id),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  finish_time timestamptz,
  CHECK (success + fail <= total)
);
CREATE INDEX task_scope ON task (tenant_id, school_id, id);

-- One unit of a task. The items of one lane (a device's serial number; a task of its own for work of no device) run
-- one at a time, in id order, so a device runs one task at a time. status 0 waiting, 1 running (leased to
-- lease_owner until lease_until, app_now() time; a finished item keeps the owner that ran it), 2 succeeded, 3 failed, 5 cancelled. A lease that expires (its
-- server died) is claimed again; an item interrupted twice fails.
CREATE TABLE task_item (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  task_id bigint NOT NULL REFERENCES task (id),
  lane text NOT NULL,
  device_sn text REFERENCES face_device (sn),
  personnel_id bigint REFERENCES sys_personnel (id),
  row_no integer,
  payload jsonb NOT NULL DEFAULT '{}',
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 5)),
  attempts integer NOT NULL DEFAULT 0,
  lease_owner text,
  lease_until timestamptz,
  expires_at timestamptz,
  reason text NOT NULL DEFAULT '',
  finish_time timestamptz
);
CREATE INDEX task_item_task ON task_item (task_id, id);
-- the runner's view: the open items of each lane, in order
CREATE INDEX task_item_open ON task_item (lane, id) WHERE status IN (0, 1);
-- the sweep's view: waiting items past their expiry, running items past their lease
CREATE INDEX task_item_expiry ON task_item (expires_at) WHERE status = 0;
CREATE INDEX task_item_lease ON task_item (lease_until) WHERE status = 1;
