// Every call of the system-personnel domain (人员信息, 卡务管理, 钱包余额, 餐别设置), in one table: the organisation's backend
// may serve them elsewhere, and remapping a path is a change here only (docs/contract.md#system-personnel).
const PERSONNEL = '/api/rabbit-personnel/personnel';

export const SYSTEM_PERSONNEL_PATHS = {
  list: `${PERSONNEL}/list`,
  counts: `${PERSONNEL}/list/canteen`,
  detail: `${PERSONNEL}/detail`,
  fileDetail: `${PERSONNEL}/getFileDetail`,
  remove: `${PERSONNEL}/remove`,
  submit: `${PERSONNEL}/submit`,
  update: `${PERSONNEL}/update`,
  export: `${PERSONNEL}/exportExcle`,
  batchUpdate: `${PERSONNEL}/batch/update`,
  pickerList: `${PERSONNEL}/getPersonnelList`,
  walletList: `${PERSONNEL}/getWalletBalanceList`,
  walletExport: `${PERSONNEL}/exportWalletBalanceData`,
  serviceNumber: '/api/rabbit-personnel/service/number',
  resetPassword: `${PERSONNEL}/reset/password`,
  cardStatus: `${PERSONNEL}/edit/card/status`,
  dinnerTypeBalance: `${PERSONNEL}/group/dinnerType/balance`,
  hasTransactions: `${PERSONNEL}/isExist/rechargeAndConsum`,
  logout: `${PERSONNEL}/logout`,
  cardInfo: `${PERSONNEL}/cardPersonInfo/getCardNum`,
  mealCategories: `${PERSONNEL}/mealCategory/list`,
  // 餐别设置: the plans (this product's own calls), the import template, the upload (a task) and the bulk change
  mealCategorySubmit: `${PERSONNEL}/mealCategory/submit`,
  mealCategoryUpdate: `${PERSONNEL}/mealCategory/update`,
  mealCategoryRemove: `${PERSONNEL}/mealCategory/remove`,
  mealTemplate: `${PERSONNEL}/downloadForMealCategory`,
  mealUpload: `${PERSONNEL}/uploadFileForMealCategory`,
  mealBatchUpdate: `${PERSONNEL}/batchForMealCategoryUpdate`,
  taskStatus: `${PERSONNEL}/uploadTaskStatus`,
  fileUpload: '/api/rabbit-file/file/upload',
  // 同步数据: from the school's own records
  syncTeacher: `${PERSONNEL}/synchronTeacher`,
  syncStudent: `${PERSONNEL}/synchronStudent`,
  syncCard: `${PERSONNEL}/synchronCard`,
  syncAmount: `${PERSONNEL}/synchronAmount`,
} as const;

// 导入人员: the IMPORT service (docs/contract.md#personnel-import)
const IMPORT = '/api/rabbit-import';
export const IMPORT_PATHS = {
  template: `${IMPORT}/import/download`,
  personnel: `${IMPORT}/personnel/import`,
} as const;
