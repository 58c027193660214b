export { SupplierPicker } from './components/supplier-picker';
