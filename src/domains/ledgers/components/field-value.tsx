import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { LedgerField } from '../../../../contract/ledgers';
import { degrees } from '../format';
import type { LedgerRecord } from '../types';

/** A field's value of a record in words (`t` over the ledger's and the shared catalogues); a warning value as a red tag. */
export function fieldValue(t: TFunction, field: LedgerField, record: LedgerRecord): ReactNode {
  const value = record[field.name];
  const text = ((): string => {
    switch (field.kind) {
      case 'person':
      case 'dish':
      case 'batch':
      case 'device':
        return String(record[`${field.name}Name`] ?? '');
      case 'meal':
        return value ? t(`ledgers:meal.${String(value)}`) : '';
      case 'tenths':
        return degrees(value as number | null, field.unit);
      case 'integer':
        return value === null || value === undefined ? '' : `${String(value)}${field.unit ? ` ${field.unit}` : ''}`;
      case 'boolean':
        return t(value ? 'ledgers:yes' : 'ledgers:no');
      case 'choice':
        return value === null || value === undefined ? '' : t(`options.${field.options}.${String(value)}`);
      case 'choices':
        return (value as string[] | undefined)?.length
          ? (value as string[]).map((code) => t(`options.${field.options}.${code}`)).join('、')
          : t('ledgers:none');
      case 'issues':
        return '';
      default:
        return value === null || value === undefined ? '' : String(value);
    }
  })();
  if (field.alarm !== undefined && value === field.alarm)
    return (
      <Tag size="small" color="red">
        {field.kind === 'boolean' ? t(`fields.${field.name}`) : text}
      </Tag>
    );
  return text;
}
