import { http, type R } from '../../lib/http';
import type { Dashboard, TodoItem } from './types';

export async function fetchTodo(): Promise<TodoItem[]> {
  const { data } = await http.get<R<TodoItem[]>>('/api/shian/todo', { silent: true });
  return data.data ?? [];
}

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await http.get<R<Dashboard>>('/api/shian/dashboard', { silent: true });
  return data.data;
}
