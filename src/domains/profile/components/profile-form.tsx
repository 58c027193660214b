import { Avatar, Button, Form, Input, Space, Upload } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css';
import '@arco-design/web-react/es/Upload/style/css';
import { IconUpload, IconUser } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { useSubmit } from '../../../components/form-dialog';
import { ConflictNotice } from '../../../components/versioned/conflict-notice';
import { useVersionedSave } from '../../../components/versioned/use-versioned-save';
import { notify } from '../../../lib/notify';
import { updateUserInfo } from '../../../session';
import { PersonFields } from '../../user';
import { saveProfile, uploadAvatar } from '../api';
import type { Profile, ProfileValues } from '../types';

const MAX_AVATAR = 2 * 1024 * 1024;

/** The signed-in user's own profile: avatar (uploaded, checked here and on the server), name, contact. */
export function ProfileForm({ profile, reload }: { profile: Profile; reload: KeyedMutator<Profile> }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<ProfileValues>();
  const avatar = Form.useWatch('avatar', form) as string | undefined;
  const versioned = useVersionedSave<Profile, ProfileValues>({
    form,
    record: profile,
    toValues: (record) => record,
    reload,
    save: (values, base) => saveProfile({ ...values, version: base.version }),
    onSaved: (saved) => updateUserInfo({ nickName: saved.nickName, realName: saved.realName, avatar: saved.avatar }),
  });

  const uploading = useSubmit(uploadAvatar, { onSaved: (stored) => form.setFieldValue('avatar', stored.link), refusal: 'toast', fallback: t('notImage') });
  const upload = (file: File) => {
    if (!file.type.startsWith('image/')) return notify.error(t('notImage'));
    if (file.size > MAX_AVATAR) return notify.error(t('tooBig'));
    void uploading.submit(file);
  };

  return (
    <Form id="profile-form" form={form} layout="vertical" style={{ maxWidth: 520 }} autoComplete="off" data-testid="profile-form">
      {versioned.conflict ? <ConflictNotice testId="profile-conflict" onLoadLatest={() => void versioned.loadLatest()} /> : null}
      <Form.Item field="avatar" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('field.avatar')}>
        <Space size="large">
          <Avatar size={72} data-testid="profile-avatar">
            {avatar ? <img src={avatar} alt={t('field.avatar')} /> : <IconUser />}
          </Avatar>
          <Upload
            accept="image/png,image/jpeg,image/gif,image/webp"
            showUploadList={false}
            autoUpload={false}
            onChange={(files) => {
              const file = files[files.length - 1]?.originFile;
              if (file) upload(file);
            }}
          >
            <Button icon={<IconUpload />} loading={uploading.saving} data-testid="profile-upload">
              {t('upload')}
            </Button>
          </Upload>
          <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{t('uploadHint')}</span>
        </Space>
      </Form.Item>
      <Form.Item label={t('field.account')}>
        <Input value={profile.account} disabled />
      </Form.Item>
      <Form.Item label={t('field.realName')} field="realName" rules={[{ required: true, message: t('rule.realName') }]}>
        <Input maxLength={30} />
      </Form.Item>
      <PersonFields />
      <Form.Item label={t('field.dept')}>
        <Input value={`${profile.deptName} · ${profile.roleName}`} disabled />
      </Form.Item>
      <Space>
        <Button type="primary" loading={versioned.saving} onClick={() => void versioned.save()} data-testid="profile-save">
          {t('save')}
        </Button>
        <Button onClick={versioned.reset}>{t('reset')}</Button>
      </Space>
    </Form>
  );
}
