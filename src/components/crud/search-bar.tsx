import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useEffect, type ReactNode } from 'react';
import { SearchActions } from './search-actions';
import { filtersOf, useAddress } from './url-filters';
import type { Filters } from './use-crud-list';

export interface SearchField {
  field: string;
  label: string;
  /** A control of its own (a select…); a text input when absent. */
  control?: ReactNode;
}

/**
 * The search bar of a list: Enter or 搜索 applies the filters, 重置 clears them. It shows the filters the address
 * gives (useCrudList applies them), so a list opened filtered says by what.
 */
export function SearchBar({ fields, onSearch, testId }: { fields: SearchField[]; onSearch: (filters: Filters) => void; testId: string }) {
  const [form] = Form.useForm<Filters>();
  const search = useAddress()?.search ?? '';
  const names = fields.map((item) => item.field).join(',');
  useEffect(() => {
    const given = filtersOf(search);
    const shown = Object.fromEntries(names.split(',').map((field) => [field, given[field]]));
    if (Object.values(shown).some(Boolean)) form.setFieldsValue(shown);
  }, [form, search, names]);
  if (!fields.length) return null;
  return (
    <Form id={testId} form={form} layout="inline" className="crud-search" data-testid={testId} onSubmit={(values) => onSearch(values)} autoComplete="off">
      {fields.map((item) => (
        <Form.Item key={item.field} label={item.label} field={item.field}>
          {item.control ?? <Input allowClear placeholder={item.label} style={{ width: 180 }} maxLength={50} />}
        </Form.Item>
      ))}
      <SearchActions form={form} onReset={() => onSearch({})} />
    </Form>
  );
}
