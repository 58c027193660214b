import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';

const COLOR: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'gray' };

/** A record's state: 有效 · 已更正 · 已作废. */
export function StateTag({ state }: { state: number }) {
  const { t } = useTranslation('ledgers');
  return (
    <Tag size="small" color={COLOR[state]}>
      {t(`state.${state}`)}
    </Tag>
  );
}
