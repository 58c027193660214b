export { SupplierPicker } from './components/supplier-picker';
export { useQualificationTypes, type TypeOption } from './hooks';
export { fetchFile, uploadLicence as uploadFile, type StoredFile } from './api';
