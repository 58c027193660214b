export { WorkPersonnelPicker, toPickedWorkPerson, type PickedWorkPerson, type WorkPersonnelPickerProps } from './components/work-personnel-picker';
export { CertStateTag, StatusTag } from './components/cert-state-tag';
export { FileField } from './components/file-field';
export { fetchPeople, fetchPerson } from './api';
export { WORK_PERSONNEL_PATHS } from './paths';
export type { CertState, PersonStatus, WorkPerson } from './types';
