// What the console and the reference server agree on, as plain data with no imports: the top-navigation modules
// each kind of user may see (docs/product-rules.md#roles-and-menus). The console shows only these, whatever a
// backend grants; the reference server's seed grants each role within its kind's set, so no grant is dead.

export type ModuleKind = 'unit' | 'supervisor' | 'supplier' | 'bank';

export const MODULE_SETS: Readonly<Record<ModuleKind, readonly string[]>> = {
  unit: [
    'base',
    'zhaobiao',
    'caigou',
    'shengchan',
    'xiaoshou',
    'consume',
    'yingyang',
    'kaoqin',
    'suyuan',
    'jiance',
    'gongcan',
    'peisong',
    'finance',
    'report',
    'canteenstatistics',
    'open',
    'anquan',
  ],
  supervisor: [
    'base',
    'zhaobiao',
    'toubiao',
    'suyuan',
    'jiance',
    'kaoqin',
    'report',
    'kaihutongji',
    'canteenstatistics',
    'merchantSupervision',
    'xiaowaigongcan',
    'yingyang',
    'yingyangfenxi',
    'financialSupervision',
    'open',
    'anquan',
    'bigdata',
    'warningscreen',
  ],
  supplier: ['base', 'toubiao', 'xiaoshou', 'peisong', 'finance', 'suyuan'],
  /** bank logins see exactly these six, in this order */
  bank: ['base', 'kaihutongji', 'report', 'canteenstatistics', 'merchantSupervision', 'xiaowaigongcan'],
};
