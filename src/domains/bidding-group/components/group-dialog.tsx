import { Form, Input, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { joinIds, PickerField, removePick, splitIds } from '../../../components/pickers';
import { fetchGroup, saveGroup, type BiddingGroupDetail, type GroupValues } from '../api';
import { isOddPanel } from '../rules';
import { PersonnelPicker, type PickedExpert } from './personnel-picker';

/** Adds, edits or shows a panel: its name, members chosen with the personnel picker, a leader among them, a remark. */
export function GroupDialog({ mode, id, onClose, onSaved }: { mode: DialogMode | null; id?: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('biddingGroup');
  const [members, setMembers] = useState<PickedExpert[]>([]);

  /** The members chosen: the form's value follows, a leader no longer among them is cleared, and the rule shows at once. */
  const choose = (form: FormInstance<GroupValues>, items: PickedExpert[]) => {
    setMembers(items);
    form.setFieldValue('memberIds', joinIds(items));
    const leader = form.getFieldValue('leaderId');
    if (leader && !items.some((item) => item.id === leader)) form.setFieldValue('leaderId', undefined);
    void form.validate(['memberIds']).catch(() => undefined);
  };

  return (
    <CrudDialog<BiddingGroupDetail, GroupValues>
      name="bidding-group"
      subject={t('subject')}
      mode={mode}
      id={id}
      width={720}
      loadDetail={fetchGroup}
      toValues={(group) => {
        setMembers(group.members.map((member) => ({ id: member.id, name: member.name, number: member.number, unit: member.unit, post: member.post })));
        return { groupName: group.groupName, memberIds: group.memberIds.join(','), leaderId: group.leaderId, remark: group.remark };
      }}
      initialValues={{ groupName: '', memberIds: '', remark: '' }}
      submit={(values) => saveGroup(values)}
      onClose={() => {
        setMembers([]);
        onClose();
      }}
      onSaved={() => {
        setMembers([]);
        onSaved();
      }}
    >
      {(form) => (
        <>
          <Form.Item label={t('field.groupName')} field="groupName" rules={[{ required: true, message: t('rule.groupName') }]}>
            <Input maxLength={50} showWordLimit />
          </Form.Item>
          <Form.Item
            label={t('field.members')}
            field="memberIds"
            extra={mode === 'view' ? undefined : `${t('chosenCount', { count: members.length })} · ${t('memberHint')}`}
            rules={[
              {
                validator: (value: string | undefined, callback: (error?: string) => void) => {
                  const count = splitIds(value).length;
                  callback(count === 0 ? t('rule.members') : isOddPanel(count) ? undefined : t('rule.odd'));
                },
              },
            ]}
          >
            <PickerField
              testId="bidding-group-members"
              items={members}
              placeholder={t('noMembers')}
              disabled={mode === 'view'}
              onRemove={(memberId) => choose(form, removePick(members, memberId).items)}
              renderPicker={(open, close) => <PersonnelPicker open={open} value={members} onChange={(items) => choose(form, items)} onClose={close} />}
            />
          </Form.Item>
          <Form.Item label={t('field.leader')} field="leaderId" rules={[{ required: true, message: t('rule.leader') }]}>
            <Select
              placeholder={t('leaderPlaceholder')}
              options={members.map((member) => ({ label: member.number ? `${member.name}（${member.number}）` : member.name, value: member.id }))}
              data-testid="bidding-group-leader"
            />
          </Form.Item>
          <Form.Item label={t('field.remark')} field="remark">
            <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </>
      )}
    </CrudDialog>
  );
}
