import { Checkbox, Form, Input, InputNumber, Radio, Select, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE } from '../../../../contract/roles';
import { CrudDialog, type DialogMode } from '../../../components/crud';
import { joinIds, PickerField, removePick, type Picked } from '../../../components/pickers';
import { UserPicker } from '../../user';
import { WorkPersonnelPicker } from '../../work-personnel';
import { fetchGroup, saveGroup } from '../api';
import { useAttendanceCanteens } from '../hooks';
import { FREE_HOURS, GROUP_TYPES, MAX_DEVICES, type GroupDetail, type GroupValues, type Shift } from '../types';
import { DeviceList, DeviceSelect } from './device-select';
import { checkChosen } from './group-check';
import { shiftProblem, ShiftsEditor } from './shifts-editor';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const DEFAULT_SHIFTS: Shift[] = [{ name: '早班', start: '06:00', end: '13:30' }];
const toPicked = (people: { id: string; name: string }[]): Picked[] => people.map(({ id, name }) => ({ id, name }));

/**
 * Adds, edits or shows an attendance group: name, canteen (fixed once saved), type, shifts (none for free hours),
 * workdays, the monthly make-up limit, members and exempt people chosen with the work-personnel picker — each
 * choice checked against the other groups when the picker closes — supervisors chosen with the user picker, the punch
 * devices (face devices of the canteen), a remark.
 */
export function GroupDialog({ mode, id, onClose, onSaved }: { mode: DialogMode | null; id?: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('attendance');
  const canteens = useAttendanceCanteens();
  const [members, setMembers] = useState<Picked[]>([]);
  const [exempts, setExempts] = useState<Picked[]>([]);
  const [supervisors, setSupervisors] = useState<Picked[]>([]);
  const [canteenId, setCanteenId] = useState<string>();
  const [groupType, setGroupType] = useState<number>(1);
  /** The people the user agreed to move here from other groups (确定): the save carries the flag. */
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());

  // a caller with one canteen starts with it chosen
  useEffect(() => {
    if (mode === 'add' && canteens.data?.length === 1) setCanteenId(canteens.data[0]!.id);
  }, [mode, canteens.data]);

  const reset = () => {
    setMembers([]);
    setExempts([]);
    setSupervisors([]);
    setCanteenId(undefined);
    setGroupType(1);
    setAgreed(new Set());
  };
  const chooseMembers = (form: FormInstance<GroupValues>, items: Picked[]) => {
    setMembers(items);
    form.setFieldValue('memberIds', joinIds(items));
    void form.validate(['memberIds']).catch(() => undefined);
  };
  const chooseExempts = (form: FormInstance<GroupValues>, items: Picked[]) => {
    setExempts(items);
    form.setFieldValue('exemptIds', joinIds(items));
  };
  const chooseSupervisors = (form: FormInstance<GroupValues>, items: Picked[]) => {
    setSupervisors(items);
    form.setFieldValue('supervisorIds', joinIds(items));
  };

  /** After a picker closes: the people not yet agreed to are checked; 取消 drops those in other groups. */
  const afterPicking = async (form: FormInstance<GroupValues>, chosenMembers: Picked[], chosenExempts: Picked[]) => {
    const unchecked = [...chosenMembers, ...chosenExempts].map((item) => item.id).filter((person) => !agreed.has(person));
    const outcome = await checkChosen(unchecked, id);
    if (outcome.kind === 'move') setAgreed(new Set([...agreed, ...unchecked]));
    if (outcome.kind === 'drop' && outcome.ids.length) {
      const keep = (item: Picked) => !outcome.ids.includes(item.id);
      chooseMembers(form, chosenMembers.filter(keep));
      chooseExempts(form, chosenExempts.filter(keep));
    }
  };

  const readOnly = mode === 'view';
  const canteenOptions = (detail: GroupDetail | undefined) => {
    const options = (canteens.data ?? []).map((canteen) => ({ label: `${canteen.schoolName} / ${canteen.name}`, value: canteen.id }));
    if (detail && !options.some((option) => option.value === detail.canteenId))
      options.push({ label: `${detail.schoolName} / ${detail.canteenName}`, value: detail.canteenId });
    return options;
  };

  return (
    <CrudDialog<GroupDetail, GroupValues>
      name="attendance-group"
      subject={t('group.subject')}
      mode={mode}
      id={id}
      width={820}
      loadDetail={fetchGroup}
      toValues={(group) => {
        setMembers(toPicked(group.members));
        setExempts(toPicked(group.exempts));
        setSupervisors(toPicked(group.supervisors));
        setCanteenId(group.canteenId);
        setGroupType(group.groupType);
        setAgreed(new Set());
        return {
          groupName: group.groupName,
          canteenId: group.canteenId,
          groupType: group.groupType,
          shifts: group.shifts,
          workdays: group.workdays,
          makeUpLimit: group.makeUpLimit,
          memberIds: group.members.map((member) => member.id).join(','),
          exemptIds: group.exempts.map((member) => member.id).join(','),
          supervisorIds: group.supervisors.map((user) => user.id).join(','),
          deviceSns: group.deviceSns,
          remark: group.remark,
        };
      }}
      initialValues={{
        groupName: '',
        canteenId: canteens.data?.length === 1 ? canteens.data[0]!.id : undefined,
        groupType: 1,
        shifts: DEFAULT_SHIFTS,
        workdays: [1, 2, 3, 4, 5],
        makeUpLimit: 3,
        memberIds: '',
        exemptIds: '',
        supervisorIds: '',
        deviceSns: [],
        remark: '',
      }}
      submit={(values) => saveGroup({ ...values, shifts: values.groupType === FREE_HOURS ? [] : values.shifts }, agreed.size > 0)}
      onClose={() => {
        reset();
        onClose();
      }}
      onSaved={() => {
        reset();
        onSaved();
      }}
    >
      {(form, detail) => {
        const canteen = canteenId ?? (form.getFieldValue('canteenId') as string | undefined);
        return (
          <>
            <Form.Item label={t('group.name')} field="groupName" rules={[{ required: true, message: t('rule.groupName') }]}>
              <Input maxLength={50} showWordLimit />
            </Form.Item>
            <Form.Item label={t('group.canteen')} field="canteenId" rules={[{ required: true, message: t('rule.canteen') }]}>
              <Select
                placeholder={t('group.canteenPlaceholder')}
                options={canteenOptions(detail)}
                disabled={mode !== 'add'}
                loading={canteens.isLoading}
                onChange={(value: string) => {
                  setCanteenId(value);
                  // the people and devices are the canteen's: a new canteen starts a new choice
                  chooseMembers(form, []);
                  chooseExempts(form, []);
                  form.setFieldValue('deviceSns', []);
                }}
                data-testid="attendance-group-canteen"
              />
            </Form.Item>
            <Form.Item label={t('group.type')} field="groupType">
              <Radio.Group type="button" onChange={(value: number) => setGroupType(value)}>
                {GROUP_TYPES.map((type) => (
                  <Radio key={type} value={type}>
                    {t(`groupType.${type}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {groupType === FREE_HOURS ? null : (
              <Form.Item
                label={t('group.shifts')}
                field="shifts"
                extra={readOnly ? undefined : t(`groupTypeHint.${groupType}`)}
                rules={[
                  {
                    validator: (value: Shift[] | undefined, callback: (error?: string) => void) => {
                      const problem = shiftProblem(value ?? []);
                      callback(problem ? t(problem.key, problem.values ?? {}) : undefined);
                    },
                  },
                ]}
              >
                <ShiftsEditor disabled={readOnly} />
              </Form.Item>
            )}
            <Form.Item label={t('group.workdays')} field="workdays" rules={[{ required: true, type: 'array', minLength: 1, message: t('rule.workdays') }]}>
              <Checkbox.Group options={WEEKDAYS.map((day) => ({ label: t(`weekday.${day}`), value: day }))} />
            </Form.Item>
            <Form.Item label={t('group.makeUpLimit')} field="makeUpLimit" extra={readOnly ? undefined : t('group.makeUpLimitHint')}>
              <InputNumber min={0} max={31} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              label={t('group.members')}
              field="memberIds"
              extra={readOnly ? undefined : t('group.chosenCount', { count: members.length })}
              rules={[{ required: true, message: t('rule.members') }]}
            >
              <PickerField
                testId="attendance-group-members"
                items={members}
                placeholder={t('group.noMembers')}
                disabled={readOnly || !canteen}
                onRemove={(person) => chooseMembers(form, removePick(members, person).items)}
                renderPicker={(open, close) => (
                  <WorkPersonnelPicker
                    open={open}
                    canteenId={canteen}
                    value={members}
                    onChange={(items) => chooseMembers(form, items)}
                    onClose={() => {
                      close();
                      void afterPicking(form, members, exempts);
                    }}
                  />
                )}
              />
            </Form.Item>
            <Form.Item
              label={t('group.exempts')}
              field="exemptIds"
              extra={readOnly ? undefined : t('group.exemptHint')}
              rules={[
                {
                  validator: (_value: string | undefined, callback: (error?: string) => void) =>
                    callback(exempts.some((item) => members.some((member) => member.id === item.id)) ? t('rule.exemptOverlap') : undefined),
                },
              ]}
            >
              <PickerField
                testId="attendance-group-exempts"
                items={exempts}
                placeholder={t('group.noExempts')}
                disabled={readOnly || !canteen}
                onRemove={(person) => chooseExempts(form, removePick(exempts, person).items)}
                renderPicker={(open, close) => (
                  <WorkPersonnelPicker
                    open={open}
                    canteenId={canteen}
                    value={exempts}
                    onChange={(items) => chooseExempts(form, items)}
                    onClose={() => {
                      close();
                      void afterPicking(form, members, exempts);
                    }}
                  />
                )}
              />
            </Form.Item>
            <Form.Item label={t('group.supervisors')} field="supervisorIds">
              <PickerField
                testId="attendance-group-supervisors"
                items={supervisors}
                placeholder={t('group.noSupervisors')}
                disabled={readOnly}
                onRemove={(user) => chooseSupervisors(form, removePick(supervisors, user).items)}
                renderPicker={(open, close) => (
                  <UserPicker open={open} roleAlias={ROLE.canteen} value={supervisors} onChange={(items) => chooseSupervisors(form, items)} onClose={close} />
                )}
              />
            </Form.Item>
            {readOnly ? (
              <Form.Item label={t('group.devices')}>
                <DeviceList devices={detail?.devices ?? []} />
              </Form.Item>
            ) : (
              <Form.Item
                label={t('group.devices')}
                field="deviceSns"
                extra={t('group.devicesHint', { max: MAX_DEVICES })}
                rules={[{ type: 'array', maxLength: MAX_DEVICES, message: t('rule.devicesMax', { max: MAX_DEVICES }) }]}
              >
                <DeviceSelect canteenId={canteen} />
              </Form.Item>
            )}
            <Form.Item label={t('group.remark')} field="remark">
              <Input.TextArea maxLength={200} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </>
        );
      }}
    </CrudDialog>
  );
}
