import { Button, Input, Space, TimePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/TimePicker/style/css';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../types';

export const MAX_SHIFTS = 5;

interface Props {
  value?: Shift[];
  onChange?: (shifts: Shift[]) => void;
  disabled?: boolean;
}

/** A group's shifts as rows of name, start and end (HH:mm); up to five. A form control (value / onChange). */
export function ShiftsEditor({ value = [], onChange, disabled }: Props) {
  const { t } = useTranslation('attendance');
  const change = (index: number, patch: Partial<Shift>) => onChange?.(value.map((shift, at) => (at === index ? { ...shift, ...patch } : shift)));
  return (
    <div className="attendance-shifts" data-testid="attendance-shifts">
      {value.map((shift, index) => (
        <Space key={index} className="attendance-shift" size={8}>
          <Input
            aria-label={t('shift.name')}
            placeholder={t('shift.name')}
            value={shift.name}
            maxLength={20}
            style={{ width: 140 }}
            disabled={disabled}
            onChange={(name) => change(index, { name })}
          />
          <TimePicker
            aria-label={t('shift.start')}
            placeholder={t('shift.start')}
            format="HH:mm"
            value={shift.start || undefined}
            disabled={disabled}
            style={{ width: 120 }}
            onChange={(start) => change(index, { start: start ?? '' })}
          />
          <span>—</span>
          <TimePicker
            aria-label={t('shift.end')}
            placeholder={t('shift.end')}
            format="HH:mm"
            value={shift.end || undefined}
            disabled={disabled}
            style={{ width: 120 }}
            onChange={(end) => change(index, { end: end ?? '' })}
          />
          {disabled ? null : (
            <Button
              type="text"
              status="danger"
              icon={<IconDelete />}
              aria-label={t('shift.remove')}
              onClick={() => onChange?.(value.filter((_, at) => at !== index))}
            />
          )}
        </Space>
      ))}
      {disabled || value.length >= MAX_SHIFTS ? null : (
        <Button
          type="dashed"
          size="small"
          icon={<IconPlus />}
          onClick={() => onChange?.([...value, { name: '', start: '', end: '' }])}
          data-testid="attendance-shift-add"
        >
          {t('shift.add')}
        </Button>
      )}
    </div>
  );
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The first problem of a group's shifts (a catalogue key and its values), or undefined: the server's rules, checked before sending. */
export function shiftProblem(shifts: Shift[]): { key: string; values?: Record<string, string | number> } | undefined {
  if (!shifts.length) return { key: 'rule.shifts' };
  if (shifts.length > MAX_SHIFTS) return { key: 'rule.shiftsMax', values: { max: MAX_SHIFTS } };
  for (const shift of shifts) {
    if (!shift.name.trim()) return { key: 'rule.shiftName' };
    if (!shift.start || !shift.end) return { key: 'rule.shiftTime' };
    if (minutes(shift.end) <= minutes(shift.start)) return { key: 'rule.shiftOrder', values: { name: shift.name } };
  }
  if (new Set(shifts.map((shift) => shift.name.trim())).size !== shifts.length) return { key: 'rule.shiftUnique' };
  const sorted = [...shifts].sort((a, b) => minutes(a.start) - minutes(b.start));
  for (let index = 1; index < sorted.length; index += 1)
    if (minutes(sorted[index]!.start) < minutes(sorted[index - 1]!.end)) return { key: 'rule.shiftOverlap' };
  return undefined;
}
