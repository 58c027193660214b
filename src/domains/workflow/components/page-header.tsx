import { Button, Space } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../i18n';

/** A workflow page's title with 返回 (the list it came from). */
export function PageHeader({ title, back, extra }: { title: string; back: string; extra?: ReactNode }) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <Space className="flow-header" size="medium" wrap>
      <Button icon={<IconLeft />} onClick={() => void navigate(back)} data-testid="flow-back">
        {t('back')}
      </Button>
      <h2 className="flow-title">{title}</h2>
      {extra}
    </Space>
  );
}
