// The colours of a notice's status tag: 草稿 orange, 已发布 green, 已撤回 grey.
export const STATUS_COLOR = { 0: 'orange', 1: 'green', 2: 'gray' } as const;
