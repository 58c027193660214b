import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useDictionary } from '../dict';
import { fetchFile } from './api';
import { supplierKeys } from './queries';
import './i18n';

export interface TypeOption {
  /** The dictionary key, '1'–'6'. */
  key: string;
  label: string;
}

/** The keys of the dictionary `qualification_type`, for when it cannot be read. */
const QUALIFICATION_KEYS = ['1', '2', '3', '4', '5', '6'];

/**
 * The document types of the dictionary `qualification_type`, labelled as the menus are: Chinese from the
 * dictionary (as 字典管理 keeps it), other languages from the catalogue. Without the dictionary, the six
 * types of the catalogue.
 */
export function useQualificationTypes() {
  const { t, i18n } = useTranslation('supplier');
  const dict = useDictionary('qualification_type');
  const chinese = i18n.language.startsWith('zh');
  const label = (key: string | number, name?: string) => (chinese && name ? name : t(`qualification.type.${key}`, { defaultValue: name ?? String(key) }));
  const types: TypeOption[] = (
    dict.data?.length ? dict.data.map((entry) => ({ key: entry.dictKey, name: entry.dictValue })) : QUALIFICATION_KEYS.map((key) => ({ key, name: undefined }))
  ).map(({ key, name }) => ({ key, label: label(key, name) }));
  return { types, label };
}

/** A stored file's name, type and link; none asked without an id. */
export const useStoredFile = (id: string | undefined) => useSWR(id ? supplierKeys.file(id) : null, () => fetchFile(id!));
