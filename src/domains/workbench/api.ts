import { http, type R } from '../../lib/http';
import type { Dashboard, TodoItem } from './types';

/**
 * The caller's to-do counts. A backend without the summary (this product's own call) answers 404: the page shows
 * the "needs backend support" state with quick links instead.
 */
export async function fetchTodo(): Promise<TodoItem[]> {
  const { data } = await http.get<R<TodoItem[]>>('/api/rabbit-desk/todo/summary', { silent: true });
  return data.data ?? [];
}

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await http.get<R<Dashboard>>('/api/shian/dashboard', { silent: true });
  return data.data;
}
