import useSWR from 'swr';
import { fetchDashboard, fetchTodo } from './api';

export const workbenchKeys = { todo: ['workbench', 'todo'] as const, dashboard: ['workbench', 'dashboard'] as const };

export const useTodo = () => useSWR(workbenchKeys.todo, fetchTodo);
export const useDashboard = () => useSWR(workbenchKeys.dashboard, fetchDashboard);
