export interface TodoItem {
  id: string;
  kind: string;
  title: string;
  count: number;
  dueTime: string;
  path: string;
}

export interface Dashboard {
  todoByKind: { kind: string; count: number }[];
  lastSignIns: { time: string; address: string; userAgent: string; current: boolean }[];
}
