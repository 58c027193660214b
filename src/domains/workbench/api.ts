import { http, isHttpError, type R } from '../../lib/http';
import type { Dashboard, TodoItem } from './types';

/** The caller's to-do counts; null from a backend without the summary (404), which shows quick links instead. */
export async function fetchTodo(): Promise<TodoItem[] | null> {
  try {
    const { data } = await http.get<R<TodoItem[]>>('/api/rabbit-desk/todo/summary', { silent: true });
    return data.data ?? [];
  } catch (error) {
    if (isHttpError(error) && error.code === 404) return null;
    throw error;
  }
}

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await http.get<R<Dashboard>>('/api/shian/dashboard', { silent: true });
  return data.data;
}
