export { useDictionary } from './hooks';
export type { DictEntry } from './api';
