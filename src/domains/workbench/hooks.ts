import useSWR from 'swr';
import { fetchDashboard, fetchTodo } from './api';
import { workbenchKeys } from './queries';

/** Asked again each time 待办提醒 opens: a count follows the writes made elsewhere at once. */
export const useTodo = () => useSWR(workbenchKeys.todo, fetchTodo, { revalidateOnMount: true, dedupingInterval: 0 });
export const useDashboard = () => useSWR(workbenchKeys.dashboard, fetchDashboard);
