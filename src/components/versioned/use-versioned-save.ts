import type { FormInstance } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http';
import { useSubmit } from '../form-dialog/use-submit';
import { notify } from '../../lib/notify';
import '../crud/i18n';

export interface VersionedSaveOptions<Record extends { version: number }, Values> {
  form: FormInstance<Values>;
  /** The record as loaded (SWR's data): the form is filled from the first one, never again behind the user's back. */
  record: Record | undefined;
  toValues: (record: Record) => Partial<Values>;
  /** The record's SWR mutate: called bare to fetch the latest, and with the saved record to keep it without a fetch. */
  reload: KeyedMutator<Record>;
  /** Saves the form's values over `base`, the version the form was filled from; answers the record as saved. */
  save: (values: Values, base: Record) => Promise<Record>;
  /** After a successful save, with the record as saved. */
  onSaved?: (saved: Record) => void;
}

/**
 * The one versioned-save behaviour of a self-service form (个人信息, 企业信息, 账号信息): the form is filled
 * once from the record and saves over that version. A failed save keeps what was typed; a 409 (someone
 * saved first) keeps it too and raises `conflict` (show ConflictNotice) until the user loads the latest,
 * which fills the form with it and makes it the version the next save carries. A newer record arriving in
 * the background never overwrites the form.
 */
export function useVersionedSave<Record extends { version: number }, Values>(options: VersionedSaveOptions<Record, Values>) {
  const { form, record, toValues, reload, save, onSaved } = options;
  const { t } = useTranslation('crud');
  const [base, setBase] = useState<Record>();
  const [conflict, setConflict] = useState(false);

  const adopt = (next: Record) => {
    setBase(next);
    form.setFieldsValue(toValues(next) as Parameters<typeof form.setFieldsValue>[0]);
  };

  useEffect(() => {
    if (record && !base) adopt(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled from the first record only
  }, [record, base]);

  const loadLatest = async () => {
    try {
      const latest = await reload();
      if (!latest) return;
      adopt(latest);
      setConflict(false);
    } catch {
      notify.error(t('loadFailed'));
    }
  };

  const { submit: send, saving } = useSubmit((values: Values, from: Record) => save(values, from), {
    success: t('saved'),
    onSaved: (saved) => {
      setConflict(false);
      adopt(saved);
      void reload(saved, { revalidate: false });
      onSaved?.(saved);
    },
    refusal: 'toast',
    fallback: t('loadFailed'),
    onRefused: (error) => {
      if (isHttpError(error) && error.code === 409) setConflict(true);
    },
  });
  const submit = async () => {
    if (!base) return;
    const values = await form.validate().catch(() => undefined);
    if (values) await send(values, base);
  };

  return {
    /** The record the form was filled from (its version goes with the next save). */
    base,
    saving,
    conflict,
    save: submit,
    loadLatest,
    /** Puts back the values the form was filled with. */
    reset: () => base && adopt(base),
  };
}
