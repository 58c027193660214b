import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css';
import '@arco-design/web-react/es/Input/style/css';
import { useEffect, type ReactNode } from 'react';
import { SearchActions } from './search-actions';
import type { Filters } from './use-crud-list';

export interface SearchField {
  field: string;
  label: string;
  /** A control of its own (a select…); a text input when absent. */
  control?: ReactNode;
}

/**
 * The search bar of a list: Enter or 搜索 applies the filters, 重置 clears them. It shows the filters in force (the
 * address's, or the list's initial ones: useCrudList), so a list opened filtered says by what.
 */
export function SearchBar({
  fields,
  filters,
  onSearch,
  testId,
}: {
  fields: SearchField[];
  filters: Filters;
  onSearch: (filters: Filters) => void;
  testId: string;
}) {
  const [form] = Form.useForm<Filters>();
  const names = fields.map((item) => item.field).join(',');
  const given = JSON.stringify(filters);
  useEffect(() => {
    const inForce = JSON.parse(given) as Filters;
    const shown = Object.fromEntries(names.split(',').map((field) => [field, inForce[field]]));
    if (Object.values(shown).some(Boolean)) form.setFieldsValue(shown);
  }, [form, given, names]);
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
