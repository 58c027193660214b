export { fetchDashboard, fetchTodo } from './api';
export { useDashboard, useTodo, workbenchKeys } from './hooks';
export type { Dashboard, TodoItem } from './types';
