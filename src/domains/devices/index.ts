export { DEVICE_PATHS } from './paths';
export { fetchTask } from './api';
