import { useTranslation } from 'react-i18next';
import { PickerDialog, type PickerProps } from '../../../components/pickers';
import { fetchSuppliers, type SupplierRow } from '../api';

/** The supplier picker's page size is forced to 30 (docs/product-rules.md#picker-selection). */
const SUPPLIER_PAGE_SIZE = 30;

/** 选择供应商: the tenant's suppliers, 30 a page. */
export function SupplierPicker({ mode = 'multi', ...props }: PickerProps) {
  const { t } = useTranslation('pickers');
  return (
    <PickerDialog<SupplierRow>
      kind="supplier"
      {...props}
      mode={mode}
      rowKey="supplierId"
      pageSize={SUPPLIER_PAGE_SIZE}
      searchLabel={t('supplier.supplierName')}
      fetchKey={[]}
      fetchPage={fetchSuppliers}
      toPicked={(row) => ({ id: row.supplierId, name: row.supplierName })}
      columns={[
        { title: t('supplier.supplierName'), dataIndex: 'supplierName' },
        { title: t('supplier.contactsName'), dataIndex: 'contactsName', width: 120 },
        { title: t('supplier.mobile'), dataIndex: 'mobile', width: 140 },
      ]}
    />
  );
}
