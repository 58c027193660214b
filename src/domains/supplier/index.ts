export { SupplierPicker } from './components/supplier-picker';
export { useQualificationTypes } from './hooks';
