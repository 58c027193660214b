-- 评标小组 (bidding panels) and the expert library they are drawn from, and the 评标专家 role.
-- The tender tables (008_bidding.sql) refer to `expert` and `bidding_group` by these names.

-- One tenant's library of experts. An expert may have a login (user_id: a teacher's account holding the
-- `expert` role) or none, in which case a clerk enters their scores.
CREATE TABLE expert (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  number text NOT NULL,
  name text NOT NULL,
  sex smallint NOT NULL CHECK (sex IN (1, 2)),
  unit text NOT NULL DEFAULT '',
  post text NOT NULL,
  synopsis text NOT NULL CHECK (char_length(synopsis) <= 300),
  user_id bigint REFERENCES app_user (id),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX expert_number_unique ON expert (tenant_id, number) WHERE is_deleted = 0;
CREATE INDEX expert_user ON expert (user_id) WHERE user_id IS NOT NULL;

-- A panel of experts owned by a school or an education department: an odd number of at least three
-- members, one of whom leads it (checked by the server with its messages; the checks here are the floor).
CREATE TABLE bidding_group (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  dept_id bigint NOT NULL REFERENCES dept (id),
  group_name text NOT NULL CHECK (char_length(group_name) <= 50),
  member_ids bigint[] NOT NULL CHECK (cardinality(member_ids) >= 3 AND cardinality(member_ids) % 2 = 1),
  leader_id bigint NOT NULL CHECK (leader_id = ANY (member_ids)),
  remark text NOT NULL DEFAULT '',
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX bidding_group_name_unique ON bidding_group (dept_id, group_name) WHERE is_deleted = 0;
CREATE INDEX bidding_group_tenant ON bidding_group (tenant_id, update_time DESC);
-- "is this expert on a panel?" when an expert is removed
CREATE INDEX bidding_group_members ON bidding_group USING gin (member_ids) WHERE is_deleted = 0;

-- The 评标专家 role in every tenant that already has roles (a new database gets it from the seed), with the
-- two items an expert uses: 待办提醒 and 专家评标 (with its button), and their parent menus.
INSERT INTO role (id, tenant_id, role_name, role_alias, sort)
SELECT nextval('entity_id_seq'), t.tenant_id, '评标专家', 'expert', 10 FROM tenant t
 WHERE EXISTS (SELECT 1 FROM role r WHERE r.tenant_id = t.tenant_id AND r.is_deleted = 0)
   AND NOT EXISTS (SELECT 1 FROM role r WHERE r.tenant_id = t.tenant_id AND r.role_alias = 'expert' AND r.is_deleted = 0);
INSERT INTO role_menu (role_id, menu_id)
SELECT r.id, m.id FROM role r CROSS JOIN menu m
 WHERE r.role_alias = 'expert' AND r.is_deleted = 0 AND m.is_deleted = 0
   AND m.code IN ('workbench', 'wel', 'zhaobiaoManage', 'biddingEvaluate', 'evaluation_submit')
ON CONFLICT DO NOTHING;
