export { fetchUser } from './api';
export type { User } from './types';
