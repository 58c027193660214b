import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '../../../components/crud';
import { useSchoolsAndCanteens } from '../../org';
import { usePosts } from '../hooks';
import '../i18n';

const select = (options: { label: string; value: string }[], placeholder: string, testId: string) => (
  <Select allowClear placeholder={placeholder} options={options} style={{ width: 160 }} data-testid={testId} />
);

/** The search bar's selects of the staff lists: school and canteen (when there is more than one), post, status, certificate state. */
export function usePersonFilters(which: { post?: boolean; status?: boolean; certStates: readonly number[] }): SearchField[] {
  const { t } = useTranslation('workPersonnel');
  const posts = usePosts();
  const { canteens, schools } = useSchoolsAndCanteens();
  const fields: SearchField[] = [];
  if (schools.length > 1)
    fields.push({
      field: 'schoolId',
      label: t('field.school'),
      control: select(
        schools.map((school) => ({ label: school.name, value: school.id })),
        t('all'),
        'filter-school',
      ),
    });
  if (canteens.length > 1)
    fields.push({
      field: 'canteenId',
      label: t('field.canteen'),
      control: select(
        canteens.map((canteen) => ({ label: canteen.name, value: canteen.id })),
        t('all'),
        'filter-canteen',
      ),
    });
  if (which.post)
    fields.push({
      field: 'post',
      label: t('field.post'),
      control: select(
        (posts.data ?? []).map((post) => ({ label: post.name, value: post.code })),
        t('all'),
        'filter-post',
      ),
    });
  if (which.status)
    fields.push({
      field: 'status',
      label: t('field.status'),
      control: select(
        ['1', '2', '3'].map((value) => ({ label: t(`status.${value}`), value })),
        t('all'),
        'filter-status',
      ),
    });
  fields.push({
    field: 'certState',
    label: t('field.certState'),
    control: select(
      which.certStates.map((value) => ({ label: t(`certState.${value}`), value: String(value) })),
      t('all'),
      'filter-cert-state',
    ),
  });
  return fields;
}
