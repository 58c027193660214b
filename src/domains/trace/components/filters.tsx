import { DatePicker, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Select/style/css';
import type { SearchField } from '../../../components/crud';
import { useAccess } from '../../../components/use-access';
import { useDeptTree, type DeptNode } from '../../org';
import { DEPT_CATEGORY } from '../../../../contract/org';
import { useSupplierOptions } from '../hooks';

/** A day filter (YYYY-MM-DD). */
export const dayField = (field: string, label: string): SearchField => ({
  field,
  label,
  control: <DatePicker style={{ width: 140 }} aria-label={label} />,
});

/** A select filter of fixed options. */
export const selectField = (field: string, label: string, options: { value: string; label: string }[]): SearchField => ({
  field,
  label,
  control: <Select allowClear placeholder={label} aria-label={label} style={{ width: 140 }} options={options} />,
});

/**
 * The supplier and canteen filters of a staff caller whose reach holds more than one (a supplier traces only its own
 * goods: neither).
 */
export function useReachFields(labels: { supplier: string; canteen: string }): SearchField[] {
  const staff = useAccess().kind !== 'supplier';
  const suppliers = useSupplierOptions(staff);
  const tree = useDeptTree(false, staff);
  const canteens: { value: string; label: string }[] = [];
  const walk = (nodes: DeptNode[]) =>
    nodes.forEach((node) => {
      if (node.deptCategory === DEPT_CATEGORY.canteen) canteens.push({ value: node.id, label: node.title });
      walk(node.children);
    });
  walk(tree.data ?? []);
  if (!staff) return [];
  const fields: SearchField[] = [];
  const supplierOptions = (suppliers.data?.records ?? []).map((row) => ({ value: row.id, label: row.supplierName }));
  if (supplierOptions.length > 1) fields.push(select('supplierId', labels.supplier, supplierOptions));
  if (canteens.length > 1) fields.push(select('canteenId', labels.canteen, canteens));
  return fields;
}

const select = (field: string, label: string, options: { value: string; label: string }[]): SearchField => ({
  field,
  label,
  control: <Select allowClear showSearch placeholder={label} aria-label={label} style={{ width: 200 }} options={options} filterOption />,
});
