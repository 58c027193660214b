import { Button, Card, Modal, Space, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { renewLink } from '../api';
import { useLinks } from '../hooks';
import type { Link } from '../types';
import { QrCode } from './qr-code';
import './disclosure.css';

/** The address a school's QR code opens: its public page on this site. */
export const publicUrl = (link: Link) => `${window.location.origin}/p/${link.token}`;

/** The public links of the schools the caller keeps, each with its QR code, copy and replace. */
export function PublicLinks() {
  const { t } = useTranslation('disclosure');
  const links = useLinks();
  if (!links.data?.length) return null;
  const renew = (link: Link) =>
    Modal.confirm({
      title: t('complaint.renew'),
      content: t('complaint.renewConfirm'),
      onOk: async () => {
        await renewLink(link.schoolId);
        await links.mutate();
      },
    });
  return (
    <Card title={t('complaint.links')} style={{ marginBottom: 16 }} data-testid="public-links">
      <Typography.Paragraph type="secondary">{t('complaint.linksIntro')}</Typography.Paragraph>
      <div className="disclosure-qr">
        {links.data.map((link) => (
          <figure key={link.schoolId}>
            <QrCode text={publicUrl(link)} label={t('complaint.qr', { school: link.schoolName })} />
            <figcaption>
              <div>{link.schoolName}</div>
              <Space size="mini">
                <Button
                  size="mini"
                  data-testid={`public-link-copy-${link.schoolId}`}
                  onClick={() => void navigator.clipboard?.writeText(publicUrl(link)).then(() => notify.success(t('complaint.copied')))}
                >
                  {t('complaint.copy')}
                </Button>
                <Button size="mini" href={publicUrl(link)} target="_blank" data-testid={`public-link-open-${link.schoolId}`}>
                  {link.token.slice(0, 6)}…
                </Button>
                <Button size="mini" status="warning" onClick={() => renew(link)}>
                  {t('complaint.renew')}
                </Button>
              </Space>
            </figcaption>
          </figure>
        ))}
      </div>
    </Card>
  );
}
