export { fetchDashboard, fetchTodo } from './api';
export { useDashboard, useTodo } from './hooks';
export { workbenchKeys } from './queries';
export type { Dashboard, TodoItem } from './types';
export { TodoCard, TodoCards } from './todo-cards';
