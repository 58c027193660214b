export { fetchUser } from './api';
export type { User } from './types';
export { PersonFields } from './components/person-fields';
