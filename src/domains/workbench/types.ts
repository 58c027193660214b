/** One item of the to-do summary (GET /api/rabbit-desk/todo/summary): a count in the caller's reach and the list it opens. */
export interface TodoItem {
  /** `domain.item`, the card's title key (shell:todo.items.<key>). */
  key: string;
  /** null when the server could not count it (`error`). */
  count: number | null;
  /** The list's path and filters. */
  link: string;
  error?: boolean;
}

export interface Dashboard {
  todoByKind: { kind: string; count: number }[];
  lastSignIns: { time: string; address: string; userAgent: string; current: boolean }[];
}
