import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchBindings, type Binding } from '../../../binding';
import '../../pages/review/i18n';

/** The suppliers bound to the caller's school by awards (and by hand), read-only here. */
export function BindingsTable() {
  const { t } = useTranslation('bidding-review');
  const list = useCrudList<Binding>('catalogue-bindings', fetchBindings);
  return (
    <CrudTable<Binding>
      name="catalogue-bindings"
      list={list}
      emptyText={t('catalogue.bindingsEmpty')}
      columns={[
        { title: t('catalogue.school'), dataIndex: 'deptName' },
        { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
        { title: t('catalogue.contact'), dataIndex: 'contactsName', width: 120 },
        { title: t('catalogue.mobile'), dataIndex: 'mobile', width: 140 },
        { title: t('catalogue.boundAt'), dataIndex: 'createTime', width: 170 },
      ]}
    />
  );
}
