-- 待办提醒 is computed now (server/platform/todo/registry.ts): every count comes from its domain's rows, in the caller's reach.
-- The stored to-do items, with their invented counts, go.
DROP TABLE IF EXISTS todo_item;
