export { PersonnelPicker, type PersonnelPickerProps, type PickedExpert } from './components/personnel-picker';
export { fetchGroupsForWeb, type BiddingGroup, type BiddingGroupDetail, type Expert } from './api';
export { isOddPanel } from './rules';
