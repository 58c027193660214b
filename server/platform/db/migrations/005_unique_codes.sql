-- The codes and keys the dictionary and menu submits check are unique in the database too, so two saves at
-- the same moment cannot both pass the check (the submits answer the violation with the check's message).
CREATE UNIQUE INDEX dict_code_unique ON dict (code) WHERE parent_id = 0 AND is_deleted = 0;
CREATE UNIQUE INDEX dict_key_unique ON dict (parent_id, dict_key) WHERE parent_id <> 0 AND is_deleted = 0;
CREATE UNIQUE INDEX menu_code_unique ON menu (lower(code)) WHERE is_deleted = 0;
