export interface DictRow {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
  version: number;
}

export interface DictValues {
  code?: string;
  dictKey?: string;
  dictValue: string;
  sort?: number;
  remark?: string;
}
