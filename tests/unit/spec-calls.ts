// The calls the customer's specification lists (§7 "The calls it makes"), one row a call, as the spec gives them: the
// method, the path and where the parameters travel. tests/unit/spec-calls.test.ts walks the list against the reference
// server's routes and the console's API modules, and docs/contract.md#calls lists it beside this project's own calls.
//
// Where the parameters travel (`params`), read from the spec's words and its general rules — GET parameters are the
// query (array parameters repeat the key), bodies are JSON unless noted:
// - `query`: the query string (a GET's parameters, or a POST's the spec says are "as query");
// - `json`: a JSON body (the spec's "body", and the POSTs that carry a record);
// - `path`: a part of the path (`getFileById/{id}`);
// - `unnamed`: the spec names the parameters but not their place (`POST remove: ids`). The platform's backend reads
//   them as request parameters: the reference server takes them from the query, a form body or a JSON body alike, and
//   the console sends request parameters (the query, or a form body where they are secrets);
// - `none`: the spec names no parameters.
//
// `path` is where the call is served. Where the spec names only the service ("work service") or no path at all ("Paths:
// not shown"), `from` says so and the path is this project's reading of it.

export type Place = 'query' | 'json' | 'path' | 'unnamed' | 'none';

export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
  params: Place;
  /** The spec's heading the call is listed under. */
  section: string;
  /** Where the spec gives no full path: what it gives. */
  from?: string;
}

const rows: [section: string, base: string, calls: [method: 'GET' | 'POST', path: string, params: Place, from?: string][]][] = [
  [
    'Authentication',
    '/api/rabbit-auth/oauth/',
    [
      ['POST', 'token', 'unnamed'],
      ['GET', 'captcha', 'none'],
      ['GET', 'logout', 'none'],
      ['POST', 'logout', 'none'],
      ['GET', 'user-info', 'none'],
    ],
  ],
  [
    'Bidding groups',
    '/api/rabbit-bidingGroup/biddingGroup/',
    [
      ['GET', 'list', 'query'],
      ['GET', 'listForWeb', 'query'],
      ['GET', 'detail', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
    ],
  ],
  [
    'Dictionary',
    '/api/rabbit-system/dict/',
    [
      ['GET', 'list', 'none'],
      ['GET', 'parent-list', 'query'],
      ['GET', 'child-list', 'query'],
      ['GET', 'detail', 'query'],
      ['GET', 'tree', 'query'],
      ['GET', 'dictionary', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
    ],
  ],
  [
    'Menu',
    '/api/rabbit-system/menu/',
    [
      ['GET', 'lazy-list', 'query'],
      ['GET', 'lazy-menu-list', 'query'],
      ['GET', 'detail', 'query'],
      ['GET', 'top-menu', 'none'],
      ['GET', 'routes', 'query'],
      ['GET', 'buttons', 'none'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
    ],
  ],
  [
    'Users',
    '/api/rabbit-user/',
    [
      ['GET', 'page', 'query'],
      ['GET', 'detail', 'query'],
      ['GET', 'info', 'none'],
      ['GET', 'getApprovedBy', 'query'],
      ['GET', 'get-tenant', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
      ['POST', 'update', 'json'],
      ['POST', 'reset-password', 'unnamed'],
      ['POST', 'update-password', 'unnamed'],
      ['POST', 'retrieve-password', 'unnamed'],
      ['GET', '/api/rabbit-system/role/detail', 'query'],
    ],
  ],
  [
    'Supplier account and company',
    '/api/rabbit-supplier/',
    [
      ['POST', 'supplierAccount/retrieve-password', 'unnamed'],
      ['POST', 'supplierAccount/upload/update', 'json'],
      ['GET', 'supplierCompany/get-supplier', 'query'],
      ['GET', 'supplierCompany/info', 'query'],
      ['POST', 'supplierCompany/submit', 'json'],
    ],
  ],
  [
    'SMS',
    '/api/rabbit-resource/sms/endpoint/',
    [
      ['POST', 'send-validate', 'query'],
      ['POST', 'validate-message', 'query'],
    ],
  ],
  [
    'Departments',
    '/api/rabbit-system/dept/',
    [
      ['GET', 'lazy-list', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
      ['POST', 'canteent/submit', 'json'],
      ['GET', 'detail', 'query'],
      ['GET', 'tree', 'query'],
      ['GET', 'tenant/tree', 'none'],
      ['GET', 'deptTree', 'query'],
      ['GET', 'lazy-tree', 'query'],
      ['GET', 'schoolList', 'none'],
      ['GET', 'getDeptAgencyType', 'none'],
      ['GET', 'getCanteenTypeById', 'none'],
      ['GET', '/api/rabbit-setting/dept/systemDeptSetting/tree', 'none'],
      ['GET', '/api/rabbit-setting/dept/systemDeptSetting/tree/scope', 'none'],
    ],
  ],
  ['Person pickers', '', [['GET', '/api/rabbit-kaoqin/attendanceGroup/check', 'query', 'an attendance-group check taking chosenUsers; path not shown']]],
  [
    'Bidding',
    '/api/rabbit-backendBidding/bidding/',
    [
      ['GET', 'list', 'query'],
      ['GET', 'detail', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
      ['GET', 'getShopInformation', 'query'],
      ['GET', 'getSuccessfulBidding', 'query'],
      ['POST', 'addBidding', 'json'],
      ['GET', 'draftDetail', 'query'],
      ['GET', 'supplierInformation', 'query'],
      ['GET', 'qualificationInformation', 'query'],
      ['GET', 'allList', 'query'],
      ['GET', 'myBiddingList', 'query'],
      ['GET', 'getBiddingNoticList1', 'query'],
      ['POST', 'issue', 'json'],
      ['GET', 'detailedList', 'query'],
      ['GET', 'getBiddingSupplierList', 'query'],
      ['GET', 'biddingQingdangById', 'query'],
      ['GET', 'project/opening', 'none'],
      ['GET', 'getOpenBiddingList', 'query'],
      ['GET', 'supplierHome/shortBiddingList', 'none'],
      ['GET', 'supplierHome/shortBiddingLists', 'query'],
      ['GET', 'schoolHome/biddingList2', 'none'],
      ['GET', 'schoolHome/biddingLists', 'query'],
      ['GET', 'isApprovor', 'query'],
    ],
  ],
  [
    'Other bidding-related services',
    '/api/',
    [
      ['POST', 'rabbit-successfulBidding/biddingCommodity/remove', 'unnamed'],
      ['GET', 'rabbit-liancan/schoolGoods/dict', 'none'],
      ['GET', 'rabbit-liancan/schoolGoods/dict/:code', 'path'],
      ['GET', 'rabbit-liancan/schoolGoods/getGoodsList', 'query'],
      ['POST', 'rabbit-signUp/supplierSignUp/updateShortStatus', 'json'],
      ['GET', 'rabbit-signUp/supplierSignUp/singUp/:id', 'path'],
      ['GET', 'rabbit-signUp/supplierSignUp/shortList', 'query'],
      ['GET', 'rabbit-signUp/supplierSignUp/dict/:code', 'path'],
      ['GET', 'rabbit-signUp/supplierSignUp/supplierUser', 'none'],
      ['POST', 'rabbit-evaluationBidding/evaluationBidding/submit', 'json'],
      ['GET', 'rabbit-evaluationBidding/evaluationBidding/getSupplierGoodsList', 'none'],
      ['GET', 'rabbit-file/file/getFileById/:id', 'path'],
      ['POST', 'rabbit-file/file/downloadFile', 'none'],
      ['GET', 'rabbit-binding/supplierBinding/list', 'none'],
    ],
  ],
  [
    'Work personnel (work service)',
    '/api/rabbit-work/',
    [
      ['GET', 'workPersonnel/list', 'query', 'the work service’s list'],
      ['GET', 'workPersonnel/detail', 'query', 'the work service’s detail'],
      ['POST', 'workPersonnel/remove', 'query', 'the work service’s remove'],
      ['POST', 'workPersonnel/submit', 'json', 'the work service’s submit'],
      ['POST', 'workPersonnel/update', 'json', 'the work service’s update'],
      ['POST', 'workPersonnel/signdNumber', 'json', 'the work service’s signdNumber'],
      ['GET', 'user/list', 'query', 'the work service’s user list'],
      ['GET', '/api/rabbit-applet/workPersonnel/deptCount', 'query', 'the applet service’s department personnel count'],
    ],
  ],
  [
    'System personnel (personnel service)',
    '/api/rabbit-personnel/personnel/',
    [
      ['GET', 'list', 'query'],
      ['GET', 'list/canteen', 'query'],
      ['GET', 'detail', 'query'],
      ['GET', 'getFileDetail', 'query'],
      ['POST', 'remove', 'unnamed'],
      ['POST', 'submit', 'json'],
      ['POST', 'update', 'json'],
      ['POST', 'exportExcle', 'none'],
      ['POST', 'batch/update', 'json'],
      ['GET', 'getPersonnelList', 'query'],
      ['GET', 'synchronTeacher', 'none'],
      ['GET', 'synchronStudent', 'none'],
      ['GET', 'synchronCard', 'none'],
      ['GET', 'synchronAmount', 'none'],
      ['POST', 'downPersonnelDevice', 'json'],
      ['POST', 'deletePersonnelDevice', 'json'],
      ['POST', 'allDownPersonnelDevice', 'json'],
      ['POST', 'allDeletePersonnel', 'json'],
      ['GET', 'getPersonneDevicelList', 'query'],
      ['GET', 'getPersonnelData', 'query'],
      ['GET', 'getWalletBalanceList', 'query'],
      ['POST', 'exportWalletBalanceData', 'none'],
      ['GET', '/api/rabbit-personnel/service/number', 'none', 'service/number (also the header’s service-number lookup, path not shown)'],
      ['POST', 'reset/password', 'json'],
      ['POST', 'edit/card/status', 'json'],
      ['POST', 'group/dinnerType/balance', 'query'],
      ['POST', 'isExist/rechargeAndConsum', 'query'],
      ['POST', 'logout', 'query'],
      ['POST', 'downloadForMealCategory', 'none'],
      ['GET', 'uploadFileForMealCategory', 'query'],
      ['GET', 'uploadTaskStatus', 'query'],
      ['POST', 'batchForMealCategoryUpdate', 'json'],
      ['GET', 'cardPersonInfo/getCardNum', 'query'],
    ],
  ],
  [
    'Face devices (face-sync service)',
    '/api/rabbit-faceSync/faceSync/',
    [
      ['POST', 'checkDownFace', 'json'],
      ['POST', 'allDownFace', 'json'],
      ['POST', 'checkDelete', 'json'],
      ['POST', 'allDelete', 'json'],
      ['POST', 'down', 'json'],
      ['POST', 'delete', 'json'],
      ['POST', 'reboot', 'query'],
    ],
  ],
  [
    'Device personnel (device service)',
    '/api/rabbit-device/device/',
    [
      ['GET', 'list', 'query', 'the device service’s list'],
      ['POST', 'remove', 'query', 'the device service’s remove'],
      ['POST', 'removeDevicePersonnel', 'query', 'the device service’s removeDevicePersonnel'],
    ],
  ],
  [
    'Import service',
    '/api/rabbit-import/',
    [
      ['POST', 'import/download', 'none', 'the import service’s download'],
      ['GET', 'personnel/import', 'query', 'the import service’s personnel import'],
    ],
  ],
];

export const SPEC_CALLS: readonly SpecCall[] = rows.flatMap(([section, base, calls]) =>
  calls.map(([method, path, params, from]) => ({ method, path: path.startsWith('/') ? path : `${base}${path}`, params, section, ...(from ? { from } : {}) })),
);

export const specKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
