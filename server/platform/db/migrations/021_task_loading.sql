-- A big task (导入人员 of 50,000 rows) is queued in chunks, each its own short transaction, so other requests get the
-- embedded engine's one connection between them (server/platform/tasks/engine.ts queueTaskInChunks,
-- docs/decisions/0012-task-engine.md). loading_until is the loader's lease (app_now() time): set while its items are
-- still being written — they are not claimed meanwhile — renewed by each chunk, NULL once all of them are in. A task
-- whose lease ran out (its loader died with its server) is ended 失败 by the runner's sweep, every item failed.
ALTER TABLE task ADD COLUMN loading_until timestamptz;
-- the sweep's view: tasks still loading
CREATE INDEX task_loading ON task (loading_until) WHERE loading_until IS NOT NULL;
