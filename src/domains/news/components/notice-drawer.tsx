import { Alert, Button, Drawer, Form, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Drawer/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSubmit } from '../../../components/form-dialog';
import type { Picked } from '../../../components/pickers';
import { StatusPanel } from '../../../components/status-panel';
import { fetchNotice, saveNotice, stepNotice, type Notice, type NoticeValues } from '../api';
import { noticeKeys } from '../queries';
import { NoticeForm } from './notice-form';
import { NoticeView } from './notice-view';

export interface DrawerState {
  id?: string;
  editing: boolean;
}

interface Props {
  state: DrawerState | null;
  /** The caller holds `notice_publish`: its unit's drafts may be edited and published, its notices withdrawn. */
  canPublish: boolean;
  onClose: () => void;
  onChanged: (notice: Notice) => void;
}

/** Opens a notice to read; for the bureau, writes a draft and publishes or withdraws its own. */
export function NoticeDrawer({ state, canPublish, onClose, onChanged }: Props) {
  const { t } = useTranslation('news');
  const [form] = Form.useForm<NoticeValues>();
  const [schools, setSchools] = useState<Picked[]>([]);
  const [editing, setEditing] = useState(false);
  const [shownId, setShownId] = useState<string | undefined>(undefined);
  const [opened, setOpened] = useState<DrawerState | null>(null);
  if (state !== opened) {
    // a new opening: its notice and mode (set during render, React's derived-state pattern)
    setOpened(state);
    setShownId(state?.id);
    setEditing(state?.editing ?? false);
    setSchools([]);
  }
  const detail = useSWR(shownId ? noticeKeys.detail(shownId) : null, () => fetchNotice(shownId!));
  const notice = detail.data;

  const changed = async (saved: Notice) => {
    await detail.mutate(saved, { revalidate: false });
    onChanged(saved);
  };
  const saving = useSubmit((values: NoticeValues) => saveNotice(values), {
    success: t('saved'),
    refusal: 'inline',
    onSaved: async (saved) => {
      setShownId(saved.id);
      setEditing(false);
      await changed(saved);
    },
    onRefused: () => void detail.mutate(),
  });
  const stepping = useSubmit((step: 'publish' | 'withdraw', target: Notice) => stepNotice(step, target), {
    success: (saved) => t(saved.status === 1 ? 'published' : 'withdrawn'),
    refusal: 'inline',
    onSaved: changed,
    onRefused: () => void detail.mutate(),
  });
  const refusal = saving.refusal || stepping.refusal;

  const edit = (target?: Notice) => {
    setEditing(true);
    form.resetFields();
    if (target) {
      form.setFieldsValue({ ...target });
      setSchools(target.schoolIds.map((id, index) => ({ id, name: target.schoolNames[index] ?? id })));
    }
  };
  const save = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    if (values.audience === 1 && !schools.length) return saving.setRefusal(t('rule.schools'));
    await saving.submit({
      ...values,
      subtitle: values.subtitle ?? '',
      tag: values.tag ?? '',
      img: values.img ?? '',
      schoolIds: schools.map((school) => school.id),
      ...(shownId && notice ? { id: shownId, version: notice.version } : {}),
    });
  };

  const footer = editing ? (
    <Space>
      <Button onClick={() => (shownId ? setEditing(false) : onClose())}>{t('common:cancel')}</Button>
      <Button type="primary" loading={saving.saving} onClick={save} data-testid="notice-save">
        {t('saveDraft')}
      </Button>
    </Space>
  ) : canPublish && notice?.own ? (
    <Space>
      {notice.status === 0 ? (
        <>
          <Button onClick={() => edit(notice)} data-testid="notice-edit">
            {t('edit')}
          </Button>
          <Button type="primary" loading={stepping.saving} onClick={() => stepping.submit('publish', notice)} data-testid="notice-publish">
            {t('publish')}
          </Button>
        </>
      ) : null}
      {notice.status === 1 ? (
        <Button status="warning" loading={stepping.saving} onClick={() => stepping.submit('withdraw', notice)} data-testid="notice-withdraw">
          {t('withdraw')}
        </Button>
      ) : null}
    </Space>
  ) : null;

  return (
    <Drawer
      width={720}
      visible={state !== null}
      title={editing ? t(shownId ? 'editTitle' : 'writeTitle') : (notice?.title ?? t('subject'))}
      footer={footer}
      onCancel={onClose}
      unmountOnExit
    >
      <div data-testid="notice-drawer">
        {refusal ? <Alert type="error" content={refusal} style={{ marginBottom: 12 }} data-testid="notice-refusal" /> : null}
        {editing ? (
          <NoticeForm form={form} schools={schools} onSchools={setSchools} />
        ) : detail.isLoading ? (
          <Spin tip={t('common:loading')} />
        ) : detail.error ? (
          <StatusPanel kind="error" title={t('loadFailed')} error={detail.error} actionLabel={t('common:retry')} onAction={() => void detail.mutate()} />
        ) : notice ? (
          <NoticeView notice={notice} />
        ) : null}
      </div>
    </Drawer>
  );
}
