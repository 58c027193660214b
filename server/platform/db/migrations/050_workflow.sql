-- 办公审批 and 流程管理 (server/modules/workflow/, docs/product-rules.md#workflow): BPMN models per tenant, their
-- deployed versions, node rules, the instances with the engine's saved state, the task rows the lists read, the leave
-- forms, the approval posts and the log of every action. The engine (bpmn-engine) never stays in memory between
-- requests: an instance's `engine_state` is what the next step resumes.

-- A model: the editable BPMN of a process key in a tenant. category is `flow_<dictKey>` (the flow dictionary).
CREATE TABLE flow_model (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  model_key text NOT NULL CHECK (model_key ~ '^[A-Za-z_][A-Za-z0-9_-]{0,63}$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  category text NOT NULL,
  bpmn_xml text NOT NULL,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX flow_model_key ON flow_model (tenant_id, model_key);

-- A deployed version of a model: never changed but for suspended; running instances keep theirs.
CREATE TABLE flow_definition (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  model_id bigint NOT NULL REFERENCES flow_model (id),
  def_key text NOT NULL,
  name text NOT NULL,
  category text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  bpmn_xml text NOT NULL,
  suspended boolean NOT NULL DEFAULT false,
  deploy_user bigint,
  deploy_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, def_key, version)
);

-- Who handles a user task of a model, and in how many hours. assignee_type: form (the variable taskUser), user (a user
-- id), role (a post of flow_post), leader (the applicant's department's 部门负责人), initiator (the applicant).
CREATE TABLE flow_node (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  def_key text NOT NULL,
  node_id text NOT NULL,
  assignee_type text NOT NULL CHECK (assignee_type IN ('form', 'user', 'role', 'leader', 'initiator')),
  assignee_value text NOT NULL DEFAULT '',
  due_hours integer NOT NULL DEFAULT 0 CHECK (due_hours BETWEEN 0 AND 720),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, def_key, node_id)
);

-- Approval posts: principal 校长, logistics 后勤主任, leader 部门负责人 (of dept_id: a school or a canteen).
CREATE TABLE flow_post (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  dept_id bigint NOT NULL REFERENCES dept (id),
  post text NOT NULL CHECK (post IN ('principal', 'logistics', 'leader')),
  user_id bigint NOT NULL REFERENCES app_user (id),
  PRIMARY KEY (dept_id, post, user_id)
);
CREATE INDEX flow_post_user ON flow_post (user_id);

-- status: 1 running, 2 completed (an end event reached). done_nodes: the activities and flows taken, for the viewer.
CREATE TABLE flow_instance (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  definition_id bigint NOT NULL REFERENCES flow_definition (id),
  def_key text NOT NULL,
  def_version integer NOT NULL,
  business_key text NOT NULL DEFAULT '',
  engine_state jsonb NOT NULL,
  done_nodes text[] NOT NULL DEFAULT '{}',
  end_node text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  starter_id bigint NOT NULL REFERENCES app_user (id),
  start_dept bigint REFERENCES dept (id),
  start_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX flow_instance_starter ON flow_instance (starter_id, start_time DESC);
CREATE INDEX flow_instance_running ON flow_instance (tenant_id, start_time DESC) WHERE status = 1;
CREATE INDEX flow_instance_definition ON flow_instance (definition_id) WHERE status = 1;

-- A user task waiting (open: assigned or claimable; claimed: taken by a candidate) or done. candidate_ids: the users
-- who may claim it (a post's holders). outcome: ok, reject, resubmit, close.
CREATE TABLE flow_task (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  instance_id bigint NOT NULL REFERENCES flow_instance (id),
  node_id text NOT NULL,
  name text NOT NULL,
  assignee_id bigint REFERENCES app_user (id),
  candidate_ids bigint[] NOT NULL DEFAULT '{}',
  candidate_post text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'claimed', 'done')),
  due_at timestamptz,
  overdue_time timestamptz,
  outcome text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  completed_by bigint REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  claim_time timestamptz,
  end_time timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK ((state = 'done') = (end_time IS NOT NULL))
);
CREATE INDEX flow_task_assignee ON flow_task (assignee_id, create_time DESC) WHERE state <> 'done';
CREATE INDEX flow_task_candidates ON flow_task USING gin (candidate_ids) WHERE state = 'open' AND assignee_id IS NULL;
CREATE INDEX flow_task_done ON flow_task (completed_by, end_time DESC) WHERE state = 'done';
CREATE INDEX flow_task_instance ON flow_task (instance_id, create_time);
CREATE INDEX flow_task_due ON flow_task (due_at) WHERE state <> 'done' AND overdue_time IS NULL AND due_at IS NOT NULL;

-- A leave form. status: 1 审批中, 2 已通过, 3 驳回待调整, 4 已关闭. leave_type: 1 事假, 2 病假, 3 年假, 4 调休, 5 其他.
CREATE TABLE flow_leave (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  instance_id bigint NOT NULL UNIQUE REFERENCES flow_instance (id),
  applicant_id bigint NOT NULL REFERENCES app_user (id),
  task_user bigint NOT NULL REFERENCES app_user (id),
  leave_type smallint NOT NULL CHECK (leave_type BETWEEN 1 AND 5),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  days integer NOT NULL CHECK (days >= 1),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  stop_meals boolean NOT NULL DEFAULT false,
  meal_stop_id bigint REFERENCES attendance_meal_stop (id),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (end_time > start_time)
);
CREATE INDEX flow_leave_applicant ON flow_leave (applicant_id, start_time) WHERE status IN (1, 2, 3);

-- Every action of the domain: who did what to which record.
CREATE TABLE flow_log (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  -- model, definition, node, post, instance, task, leave
  entity text NOT NULL,
  entity_id text NOT NULL,
  -- save, deploy, suspend, activate, start, claim, complete, resubmit, close, cancel, overdue
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  user_id bigint,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_log_entity ON flow_log (entity, entity_id);

-- A teacher's diner record (系统人员, type 1) linked to the console account, once per tenant: the leave's 停餐 finds it.
ALTER TABLE sys_personnel ADD COLUMN user_id bigint REFERENCES app_user (id);
CREATE UNIQUE INDEX sys_personnel_user ON sys_personnel (tenant_id, user_id) WHERE user_id IS NOT NULL AND is_deleted = 0;

-- The leaders of a user, who see the user's overdue tasks: the 部门负责人 of the user's department, else the 校长 of its
-- school (a canteen's school is its parent).
CREATE FUNCTION flow_leaders(member bigint) RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  WITH u AS (
    SELECT x.dept_id, CASE WHEN d.dept_category = 3 THEN d.parent_id ELSE d.id END AS school_id
      FROM app_user x JOIN dept d ON d.id = x.dept_id WHERE x.id = member
  ), leaders AS (
    SELECT p.user_id FROM flow_post p JOIN u ON p.dept_id = u.dept_id WHERE p.post = 'leader'
  )
  SELECT user_id FROM leaders
  UNION ALL
  SELECT p.user_id FROM flow_post p JOIN u ON p.dept_id = u.school_id WHERE p.post = 'principal' AND NOT EXISTS (SELECT 1 FROM leaders)
$$;
