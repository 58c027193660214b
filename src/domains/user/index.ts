export { fetchUser } from './api';
export type { User } from './types';
export { PersonFields } from './components/person-fields';
export { UserPicker, type PickedUser } from './components/user-picker';
export { PersonChooseTable } from './components/person-choose-table';
export { personError, tableError, type Person } from './person';
