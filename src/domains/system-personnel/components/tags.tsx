import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import { useTranslation } from 'react-i18next';
import type { CardStatus } from '../types';
import '../i18n';

const CARD_COLOURS: Record<CardStatus, string> = { 1: 'green', 2: 'orange', 3: 'arcoblue', 4: 'gray' };

/** 正常 green, 挂失 orange, 冻结 blue, 注销 grey; 无卡 when the person has no live card. */
export function CardStatusTag({ status }: { status: CardStatus | null }) {
  const { t } = useTranslation('systemPersonnel');
  if (!status) return <Tag>{t('card.none')}</Tag>;
  return (
    <Tag color={CARD_COLOURS[status]} data-testid={`card-status-${status}`}>
      {t(`cardStatus.${status}`)}
    </Tag>
  );
}

/** 正常 blue, 销户 grey. */
export function DinerStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('systemPersonnel');
  return (
    <Tag color={status === 2 ? 'gray' : 'arcoblue'} bordered>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The face photo as a small thumbnail, or 未上传. */
export function FaceThumb({ link, name }: { link: string | null; name: string }) {
  const { t } = useTranslation('systemPersonnel');
  if (!link) return <Tag color="red">{t('noFace')}</Tag>;
  return <img src={link} alt={`${t('face')} ${name}`} width={32} height={32} style={{ borderRadius: 4, objectFit: 'cover' }} />;
}
