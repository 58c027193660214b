import { Button, Input, Select, Table } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { personError, type Person, type PersonField } from '../person';
import type { Picked } from '../../../components/pickers';
import { UserPicker, type PickedUser } from './user-picker';

interface Props {
  value?: Person[];
  onChange?: (people: Person[]) => void;
  disabled?: boolean;
  testId: string;
}

const fromPicked = (item: PickedUser, kept?: Person): Person => kept ?? { userId: item.id, realName: item.name, sex: item.sex, deptName: item.deptName ?? '' };

/**
 * The person-choose table (docs/product-rules.md#person-choose-table): people chosen with the user picker, each with the sex
 * and department recorded for them — sex required when its field is left, department when it is clicked.
 */
export function PersonChooseTable({ value = [], onChange, disabled, testId }: Props) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState<Record<string, PersonField[]>>({});
  const touch = (userId: string, field: PersonField) => setTouched((current) => ({ ...current, [userId]: [...new Set([...(current[userId] ?? []), field])] }));
  const update = (userId: string, patch: Partial<Person>) => onChange?.(value.map((person) => (person.userId === userId ? { ...person, ...patch } : person)));
  const picked: Picked[] = value.map((person) => ({ id: person.userId, name: person.realName }));
  const errorOf = (person: Person, field: PersonField) => (touched[person.userId]?.includes(field) ? personError(person, field) : undefined);

  return (
    <div className="person-choose" data-testid={testId}>
      {disabled ? null : (
        <Button size="small" icon={<IconPlus />} onClick={() => setOpen(true)} data-testid={`${testId}-open`} style={{ marginBottom: 8 }}>
          {t('user.title')}
        </Button>
      )}
      <Table<Person>
        rowKey="userId"
        size="small"
        pagination={false}
        data={value}
        noDataElement={<span>{t('person.none')}</span>}
        columns={[
          { title: t('user.realName'), dataIndex: 'realName', width: 110 },
          {
            title: t('user.sex'),
            dataIndex: 'sex',
            width: 130,
            render: (_: unknown, person: Person) => (
              <div>
                <Select
                  size="small"
                  disabled={disabled}
                  value={person.sex}
                  placeholder={t('person.sexPlaceholder')}
                  allowClear
                  status={errorOf(person, 'sex') ? 'error' : undefined}
                  options={[1, 2, 0].map((sex) => ({ label: t(`sex.${sex}`), value: sex }))}
                  onChange={(sex?: number) => {
                    update(person.userId, { sex });
                    // clearing it leaves it as surely as moving away does
                    if (sex === undefined) touch(person.userId, 'sex');
                  }}
                  onBlur={() => touch(person.userId, 'sex')}
                  aria-label={`${person.realName} ${t('user.sex')}`}
                />
                {errorOf(person, 'sex') ? <div className="person-error">{t(errorOf(person, 'sex')!)}</div> : null}
              </div>
            ),
          },
          {
            title: t('user.deptName'),
            dataIndex: 'deptName',
            render: (_: unknown, person: Person) => (
              <div>
                <Input
                  size="small"
                  disabled={disabled}
                  value={person.deptName}
                  maxLength={50}
                  status={errorOf(person, 'deptName') ? 'error' : undefined}
                  onClick={() => touch(person.userId, 'deptName')}
                  onChange={(deptName) => update(person.userId, { deptName })}
                  aria-label={`${person.realName} ${t('user.deptName')}`}
                />
                {errorOf(person, 'deptName') ? <div className="person-error">{t(errorOf(person, 'deptName')!)}</div> : null}
              </div>
            ),
          },
          ...(disabled
            ? []
            : [
                {
                  title: t('actions'),
                  dataIndex: 'userId',
                  width: 80,
                  render: (_: unknown, person: Person) => (
                    <Button
                      type="text"
                      size="mini"
                      status="danger"
                      onClick={() => {
                        onChange?.(value.filter((item) => item.userId !== person.userId));
                        notify.error(t('user.removed', { name: person.realName }));
                      }}
                    >
                      {t('remove')}
                    </Button>
                  ),
                },
              ]),
        ]}
      />
      <UserPicker
        open={open}
        value={picked}
        onChange={(items) =>
          onChange?.(
            items.map((item) =>
              fromPicked(
                item,
                value.find((person) => person.userId === item.id),
              ),
            ),
          )
        }
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
