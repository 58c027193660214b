import { Descriptions, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../api';
import { STATUS_COLOR } from '../status';

/** One notice as its readers see it: the body is text (line breaks kept), never HTML. */
export function NoticeView({ notice }: { notice: Notice }) {
  const { t } = useTranslation('news');
  return (
    <article className="notice-view" data-testid="notice-view">
      {notice.img ? <img className="notice-image" src={notice.img} alt={notice.title} /> : null}
      <h2 className="notice-title">
        {notice.title} {notice.tag ? <Tag color="arcoblue">{notice.tag}</Tag> : null}
      </h2>
      {notice.subtitle ? <p className="notice-subtitle">{notice.subtitle}</p> : null}
      <Descriptions
        column={2}
        size="small"
        data={[
          { label: t('field.deptName'), value: notice.deptName },
          { label: t('field.publishTime'), value: notice.publishTime ?? '—' },
          ...(notice.own
            ? [
                { label: t('field.status'), value: <Tag color={STATUS_COLOR[notice.status]}>{t(`status.${notice.status}`)}</Tag> },
                { label: t('field.audience'), value: notice.audience === 1 ? notice.schoolNames.join('、') : t('audience.0') },
              ]
            : []),
        ]}
      />
      <div className="notice-content" data-testid="notice-content">
        {notice.content}
      </div>
    </article>
  );
}
