export { SupplierPicker } from './components/supplier-picker';
export { useQualificationTypes, useStoredFile, type TypeOption } from './hooks';
export { uploadLicence as uploadFile, type StoredFile } from './api';
