import { useTranslation } from 'react-i18next';
import { http, type Page, type R } from '../../lib/http';
import { PickerDialog } from './picker-dialog';
import type { Picked, PickMode } from './selection';

export interface SupplierRow {
  supplierId: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
}

/** The supplier picker's page size is forced to 30 (docs/product-rules.md#picker-selection). */
const SUPPLIER_PAGE_SIZE = 30;

async function fetchSuppliers(query: { current: number; size: number; name: string }): Promise<Page<SupplierRow>> {
  const { data } = await http.get<R<Page<SupplierRow>>>('/api/rabbit-supplier/supplierCompany/list', {
    params: { current: query.current, size: query.size, supplierName: query.name || undefined },
  });
  return data.data;
}

interface Props {
  open: boolean;
  mode?: PickMode;
  value: Picked[];
  onChange: (items: Picked[]) => void;
  onClose: () => void;
}

/** 选择供应商: the tenant's suppliers, 30 a page. */
export function SupplierPicker({ open, mode = 'multi', value, onChange, onClose }: Props) {
  const { t } = useTranslation('pickers');
  return (
    <PickerDialog<SupplierRow>
      kind="supplier"
      open={open}
      mode={mode}
      value={value}
      onChange={onChange}
      onClose={onClose}
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
