// The spec's calls (tests/unit/spec-calls.ts, one row a call of §7) against the console's API modules, each driven
// against a recording transport of the one HTTP client: the method, the path and where the parameters travel. A call
// whose method, path or parameter place drifts fails here (the reference server's side: spec-routes.test.ts). The console's rule where the
// spec names no place: request parameters (the query, or a form body), which the platform's backend reads.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../src/lib/http';
import { requestLogout, requestRefresh, requestToken } from '../../src/session/auth-api';
import * as auth from '../../src/domains/auth/api';
import * as biddingGroup from '../../src/domains/bidding-group/api';
import * as bidding from '../../src/domains/bidding/api';
import * as binding from '../../src/domains/binding/api';
import * as dept from '../../src/domains/dept/api';
import * as devices from '../../src/domains/devices/api';
import * as dict from '../../src/domains/dict/api';
import * as menuAdmin from '../../src/domains/menu/admin-api';
import * as menu from '../../src/domains/menu/api';
import * as org from '../../src/domains/org/api';
import * as portal from '../../src/domains/portal/api';
import * as profile from '../../src/domains/profile/api';
import * as supplier from '../../src/domains/supplier/api';
import * as personnel from '../../src/domains/system-personnel/api';
import * as user from '../../src/domains/user/api';
import * as work from '../../src/domains/work-personnel/api';
import * as attendance from '../../src/domains/attendance/api';
import { SPEC_CALLS, specKey, type SpecCall } from './spec-calls';

/** Where a recorded request carried its parameters. */
type Sent = 'query' | 'form' | 'json' | 'multipart';
interface Recorded {
  method: string;
  path: string;
  sent: Set<Sent>;
}

let recorded: Recorded[] = [];
const emptyJson = (data: unknown) => data === undefined || data === null || data === '' || data === '{}';
const recorder: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', 'http://console.test');
  const sent = new Set<Sent>();
  if (url.search || Object.values((config.params ?? {}) as Record<string, unknown>).some((value) => value !== undefined)) sent.add('query');
  const type = String(config.headers.getContentType() ?? '');
  if (config.data instanceof FormData) sent.add('multipart');
  else if (!emptyJson(config.data)) sent.add(type.includes('x-www-form-urlencoded') ? 'form' : 'json');
  recorded.push({ method: (config.method ?? 'get').toUpperCase(), path: url.pathname, sent });
  const blob = config.responseType === 'blob';
  return { status: 200, statusText: 'OK', headers: {}, config, data: blob ? new Blob(['x']) : { code: 200, success: true, data: null, msg: '' } };
};

const ids = ['1', '2'];
/** How the console makes each call of the spec it makes: the API function and arguments a screen uses. */
const CONSOLE: Record<string, () => Promise<unknown>> = {
  'POST /api/rabbit-auth/oauth/token': async () => {
    await requestToken({ tenantId: '100001', username: 'u', password: 'p', captchaKey: 'k', captchaCode: 'c', supplier: false });
    await requestRefresh('r', '100001');
  },
  'GET /api/rabbit-auth/oauth/captcha': () => auth.fetchCaptcha(),
  'POST /api/rabbit-auth/oauth/logout': () => requestLogout(),
  'GET /api/rabbit-bidingGroup/biddingGroup/list': () => biddingGroup.fetchGroups({ current: 1, size: 10 }),
  'GET /api/rabbit-bidingGroup/biddingGroup/listForWeb': () => biddingGroup.fetchGroupsForWeb({ current: 1, size: 10 }),
  'GET /api/rabbit-bidingGroup/biddingGroup/detail': () => biddingGroup.fetchGroup('1'),
  'POST /api/rabbit-bidingGroup/biddingGroup/remove': () => biddingGroup.removeGroups(ids),
  'POST /api/rabbit-bidingGroup/biddingGroup/submit': () => biddingGroup.saveGroup({ groupName: 'g', memberIds: ids, leaderId: '1', remark: '' } as never),
  'GET /api/rabbit-system/dict/parent-list': () => dict.fetchParents({ current: 1, size: 10 }),
  'GET /api/rabbit-system/dict/child-list': () => dict.fetchChildren({ current: 1, size: 10, parentId: '1' }),
  'GET /api/rabbit-system/dict/detail': () => dict.fetchDict('1'),
  'GET /api/rabbit-system/dict/dictionary': () => dict.fetchDictionary('sex'),
  'POST /api/rabbit-system/dict/remove': () => dict.removeDicts(ids),
  'POST /api/rabbit-system/dict/submit': () => dict.submitDict({ code: 'c', dictKey: '1', dictValue: 'v', sort: 1 } as never),
  'GET /api/rabbit-system/menu/lazy-list': () => menuAdmin.fetchMenuChildren('1'),
  'GET /api/rabbit-system/menu/detail': () => menuAdmin.fetchMenu('1'),
  'GET /api/rabbit-system/menu/top-menu': () => menu.fetchTopMenus(),
  'GET /api/rabbit-system/menu/routes': () => menu.fetchRoutes('1'),
  'GET /api/rabbit-system/menu/buttons': () => menu.fetchButtons(),
  'POST /api/rabbit-system/menu/remove': () => menuAdmin.removeMenus(ids),
  'POST /api/rabbit-system/menu/submit': () => menuAdmin.submitMenu({ code: 'c', name: 'n' } as never),
  'GET /api/rabbit-user/page': () => user.fetchUserPage({ current: 1, size: 10, deptId: '1' }),
  'GET /api/rabbit-user/detail': () => user.fetchUser('1'),
  'GET /api/rabbit-user/info': () => profile.fetchProfile(),
  'GET /api/rabbit-user/getApprovedBy': () => user.fetchApprovers('1', '1', { current: 1, size: 10 }),
  'GET /api/rabbit-user/get-tenant': () => auth.lookupTenant('u'),
  'POST /api/rabbit-user/remove': () => user.removeUsers(ids),
  'POST /api/rabbit-user/submit': () => user.submitUser({ account: 'a', realName: 'r' } as never),
  'POST /api/rabbit-user/update': () => profile.saveProfile({ realName: 'r', version: 1 } as never),
  'POST /api/rabbit-user/reset-password': () => user.resetPasswords(ids),
  'POST /api/rabbit-user/update-password': () => profile.changePassword({ oldPassword: 'Abc123', newPassword: 'Xyz789', newPassword1: 'Xyz789' }),
  'POST /api/rabbit-user/retrieve-password': () =>
    auth.retrievePassword({ kind: 'user', account: 'a', newPassword: 'Xyz789', smsId: 'id', phone: '13900000000' }),
  'GET /api/rabbit-system/role/detail': () => user.fetchRoleId('approvebid'),
  'POST /api/rabbit-supplier/supplierAccount/retrieve-password': () =>
    auth.retrievePassword({ kind: 'supplier', account: 'a', newPassword: 'Xyz789', smsId: 'id', phone: '13900000000' }),
  'POST /api/rabbit-supplier/supplierAccount/upload/update': () => supplier.saveAccount({ realName: 'r', phone: '13900000000', version: 1 }),
  'GET /api/rabbit-supplier/supplierCompany/info': () => supplier.fetchCompany(),
  'POST /api/rabbit-supplier/supplierCompany/submit': () => supplier.saveCompany({ version: 1 }),
  'POST /api/rabbit-resource/sms/endpoint/send-validate': () => auth.sendSmsCode('13900000000').catch(() => undefined),
  'POST /api/rabbit-resource/sms/endpoint/validate-message': () => auth.validateSmsCode('id', '123456'),
  'GET /api/rabbit-system/dept/lazy-list': () => dept.fetchDeptChildren('1'),
  'POST /api/rabbit-system/dept/remove': () => dept.removeDepts(ids),
  'POST /api/rabbit-system/dept/submit': () => dept.submitDept({ deptName: 'd', deptCategory: 1 }),
  'POST /api/rabbit-system/dept/canteent/submit': () => dept.submitDept({ deptName: 'd', deptCategory: 3, canteenType: 1 }),
  'GET /api/rabbit-system/dept/detail': () => dept.fetchDept('1'),
  'GET /api/rabbit-system/dept/schoolList': () => org.fetchSchools({ current: 1, size: 10, name: '' }),
  'GET /api/rabbit-setting/dept/systemDeptSetting/tree': () => org.fetchDeptTree(true),
  'GET /api/rabbit-setting/dept/systemDeptSetting/tree/scope': () => org.fetchDeptTree(),
  'GET /api/rabbit-kaoqin/attendanceGroup/check': () => attendance.checkGroup(ids, '1'),
  'GET /api/rabbit-personnel/service/number': () => portal.fetchServiceNumber(),
  'GET /api/rabbit-backendBidding/bidding/list': () => bidding.fetchBiddings({ current: 1, size: 10 }),
  'GET /api/rabbit-backendBidding/bidding/detail': () => bidding.fetchBidding('1'),
  'POST /api/rabbit-backendBidding/bidding/remove': () => bidding.removeBiddings(ids),
  'POST /api/rabbit-backendBidding/bidding/submit': () => bidding.saveBidding({ title: 't', biddingProgress: 0 } as never),
  'GET /api/rabbit-backendBidding/bidding/getShopInformation': () => bidding.fetchSignUpShop('1'),
  'GET /api/rabbit-backendBidding/bidding/getSuccessfulBidding': () => bidding.fetchResult('1'),
  'POST /api/rabbit-backendBidding/bidding/addBidding': () => bidding.saveQuote('1', [], false),
  'GET /api/rabbit-backendBidding/bidding/draftDetail': () => bidding.fetchDraft('1'),
  'GET /api/rabbit-backendBidding/bidding/supplierInformation': () => bidding.fetchSignUpCompany('1'),
  'GET /api/rabbit-backendBidding/bidding/qualificationInformation': () => bidding.fetchSignUpDocuments('1'),
  'GET /api/rabbit-backendBidding/bidding/allList': () => bidding.fetchAllBiddings({ current: 1, size: 10, biddingProgress: 1 }),
  'GET /api/rabbit-backendBidding/bidding/myBiddingList': () => bidding.fetchMyBiddings({ current: 1, size: 10 }),
  'GET /api/rabbit-backendBidding/bidding/getBiddingNoticList1': () => bidding.fetchNotices('1'),
  'POST /api/rabbit-backendBidding/bidding/issue': () => bidding.decideBidding('1', true, ''),
  'GET /api/rabbit-backendBidding/bidding/detailedList': () => bidding.fetchQuote('1'),
  'GET /api/rabbit-backendBidding/bidding/getBiddingSupplierList': () => bidding.fetchSupplierHistory({ current: 1, size: 10, supplierId: '1' }),
  'GET /api/rabbit-backendBidding/bidding/biddingQingdangById': () => bidding.fetchLines('1'),
  'GET /api/rabbit-backendBidding/bidding/project/opening': () => bidding.openBidding('1'),
  'GET /api/rabbit-backendBidding/bidding/getOpenBiddingList': () => bidding.fetchOpening('1'),
  'GET /api/rabbit-backendBidding/bidding/supplierHome/shortBiddingList': () => bidding.fetchShortlistedHome(),
  'GET /api/rabbit-backendBidding/bidding/supplierHome/shortBiddingLists': () => bidding.fetchShortlistedPage({ current: 1, size: 10 }),
  'GET /api/rabbit-backendBidding/bidding/schoolHome/biddingList2': () => bidding.fetchSchoolHome(),
  'GET /api/rabbit-backendBidding/bidding/schoolHome/biddingLists': () => bidding.fetchSchoolHomePage({ current: 1, size: 10 }),
  'GET /api/rabbit-backendBidding/bidding/isApprovor': () => bidding.fetchIsApprover(),
  'POST /api/rabbit-successfulBidding/biddingCommodity/remove': () => bidding.removeCatalogueItems(ids, '下架'),
  'GET /api/rabbit-liancan/schoolGoods/dict': () => bidding.fetchGoodsTree(),
  'GET /api/rabbit-liancan/schoolGoods/getGoodsList': () => bidding.fetchGoodsHints(),
  'POST /api/rabbit-signUp/supplierSignUp/updateShortStatus': () => bidding.reviewSignUps(ids, 1, ''),
  'GET /api/rabbit-signUp/supplierSignUp/singUp/:id': () => bidding.signUp('1', { contactsName: 'c', mobile: '13900000000' }),
  'GET /api/rabbit-signUp/supplierSignUp/shortList': () => bidding.fetchShortList('1'),
  'GET /api/rabbit-signUp/supplierSignUp/supplierUser': () => bidding.fetchSignUpDefaults(),
  'POST /api/rabbit-evaluationBidding/evaluationBidding/submit': () =>
    bidding.submitScores({ biddingId: '1', avoidanceConfirmed: true, final: false, scores: [] } as never),
  'GET /api/rabbit-evaluationBidding/evaluationBidding/getSupplierGoodsList': () => bidding.fetchScoringBids('1'),
  'GET /api/rabbit-file/file/getFileById/:id': () => supplier.fetchFile('1'),
  'GET /api/rabbit-binding/supplierBinding/list': () => binding.fetchBindings({ current: 1, size: 10 }),
  'GET /api/rabbit-work/workPersonnel/list': () => work.fetchPeople({ current: 1, size: 10 }),
  'GET /api/rabbit-work/workPersonnel/detail': () => work.fetchPerson('1'),
  'POST /api/rabbit-work/workPersonnel/remove': () => work.removePeople(ids),
  'POST /api/rabbit-work/workPersonnel/submit': () => work.savePerson({ name: 'n' } as never),
  'POST /api/rabbit-work/workPersonnel/update': () => work.savePerson({ id: '1', version: 1, name: 'n' } as never),
  'POST /api/rabbit-work/workPersonnel/signdNumber': () => work.fetchMorningCheck({ date: '2026-01-01' }),
  'GET /api/rabbit-work/user/list': () => work.fetchLinkableUsers({ current: 1, size: 10 }),
  'GET /api/rabbit-applet/workPersonnel/deptCount': () => work.fetchDeptCounts({ current: 1, size: 10 }),
  'GET /api/rabbit-personnel/personnel/list': () => personnel.fetchDiners({ current: 1, size: 10 }),
  'GET /api/rabbit-personnel/personnel/detail': () => personnel.fetchDiner('1'),
  'POST /api/rabbit-personnel/personnel/remove': () => personnel.removeDiners(ids),
  'POST /api/rabbit-personnel/personnel/submit': () => personnel.saveDiner({ name: 'n' } as never),
  'POST /api/rabbit-personnel/personnel/update': () => personnel.saveDiner({ id: '1', version: 1, name: 'n' } as never),
  'POST /api/rabbit-personnel/personnel/batch/update': () => personnel.batchUpdate({ ids, className: 'c' }),
  'GET /api/rabbit-personnel/personnel/getPersonnelList': () => personnel.fetchPickerDiners({ current: 1, size: 10 }),
  'GET /api/rabbit-personnel/personnel/synchronTeacher': () => personnel.synchronise('teacher'),
  'GET /api/rabbit-personnel/personnel/synchronStudent': () => personnel.synchronise('student'),
  'GET /api/rabbit-personnel/personnel/synchronCard': () => personnel.synchronise('card'),
  'GET /api/rabbit-personnel/personnel/synchronAmount': () => personnel.synchronise('amount'),
  'POST /api/rabbit-personnel/personnel/downPersonnelDevice': () => devices.downToWindow('1', ids),
  'POST /api/rabbit-personnel/personnel/deletePersonnelDevice': () => devices.deleteFromWindow('1', ids),
  'POST /api/rabbit-personnel/personnel/allDownPersonnelDevice': () => devices.downAllToWindow('1'),
  'POST /api/rabbit-personnel/personnel/allDeletePersonnel': () => devices.deleteAllFromWindow('1'),
  'GET /api/rabbit-personnel/personnel/getPersonneDevicelList': () => devices.fetchWindowPeople({ current: 1, size: 10, windowId: '1' }),
  'GET /api/rabbit-personnel/personnel/getPersonnelData': () => devices.fetchDevicePeople({ current: 1, size: 10, deviceSn: 'SN' }),
  'GET /api/rabbit-personnel/personnel/getWalletBalanceList': () => personnel.fetchWallets({ current: 1, size: 10 }),
  'POST /api/rabbit-personnel/personnel/reset/password': () => personnel.resetPasswords(ids),
  'POST /api/rabbit-personnel/personnel/edit/card/status': () => personnel.moveCard({ personnelId: '1', action: 'lost' }),
  'POST /api/rabbit-personnel/personnel/group/dinnerType/balance': () => personnel.fetchMealSpend(ids),
  'POST /api/rabbit-personnel/personnel/isExist/rechargeAndConsum': () => personnel.hasTransactions(ids),
  'POST /api/rabbit-personnel/personnel/logout': () => personnel.closeAccounts(ids),
  'GET /api/rabbit-personnel/personnel/uploadFileForMealCategory': () => personnel.startMealUpload('/x', 0),
  'GET /api/rabbit-personnel/personnel/uploadTaskStatus': () => personnel.fetchTaskStatus('1'),
  'POST /api/rabbit-personnel/personnel/batchForMealCategoryUpdate': () => personnel.batchMealUpdate({ ids, mealCategoryId: '1', refundType: 0 }),
  'GET /api/rabbit-personnel/personnel/cardPersonInfo/getCardNum': () => personnel.fetchCardInfo('1'),
  'POST /api/rabbit-faceSync/faceSync/checkDownFace': () => devices.downToDevice('SN', ids),
  'POST /api/rabbit-faceSync/faceSync/allDownFace': () => devices.downAllToDevice('SN'),
  'POST /api/rabbit-faceSync/faceSync/checkDelete': () => devices.deleteFromDevice('SN', ids),
  'POST /api/rabbit-faceSync/faceSync/allDelete': () => devices.deleteAllFromDevice('SN'),
  'POST /api/rabbit-faceSync/faceSync/down': () => devices.redoDevices(['SN']),
  'POST /api/rabbit-faceSync/faceSync/delete': () => devices.deleteFromDevices(['SN'], ids),
  'POST /api/rabbit-faceSync/faceSync/reboot': () => devices.rebootDevice('SN'),
  'GET /api/rabbit-device/device/list': () => devices.fetchDevices({ current: 1, size: 10 }),
  'POST /api/rabbit-device/device/remove': () => devices.removeDevice('SN'),
  'POST /api/rabbit-device/device/removeDevicePersonnel': () => devices.removeDevicePeople(ids),
  'GET /api/rabbit-import/personnel/import': () => personnel.startPersonnelImport('/x'),
};

/**
 * The spec's calls the console's API modules do not make, and why. Listed on purpose: a call taken off this list must
 * get its driver above.
 */
const NOT_MADE_BY_THE_CONSOLE: Record<string, string> = {
  'GET /api/rabbit-auth/oauth/logout': 'sign-out uses the POST',
  'GET /api/rabbit-auth/oauth/user-info': 'the token answer carries the user',
  'GET /api/rabbit-system/dict/list': 'the dictionary screen pages parent-list',
  'GET /api/rabbit-system/dict/tree': 'the dictionary screen pages parent-list and child-list',
  'GET /api/rabbit-system/menu/lazy-menu-list': 'the menu screen reads lazy-list (menus and buttons)',
  'GET /api/rabbit-supplier/supplierCompany/get-supplier': 'the supplier sign-in tab looks the tenant up by get-tenant',
  'GET /api/rabbit-system/dept/tree': 'the pickers read the rabbit-setting trees',
  'GET /api/rabbit-system/dept/tenant/tree': 'the pickers read the rabbit-setting trees',
  'GET /api/rabbit-system/dept/deptTree': 'the pickers read the rabbit-setting trees',
  'GET /api/rabbit-system/dept/lazy-tree': 'the department screen reads lazy-list',
  'GET /api/rabbit-system/dept/getDeptAgencyType': 'the department record carries agencyType',
  'GET /api/rabbit-system/dept/getCanteenTypeById': 'the department record carries canteenType',
  'GET /api/rabbit-liancan/schoolGoods/dict/:code': 'the goods tree comes whole from schoolGoods/dict',
  'GET /api/rabbit-signUp/supplierSignUp/dict/:code': 'sign-up labels come from the console’s catalogue',
  'POST /api/rabbit-file/file/downloadFile': 'stored files open by their link (GET downloadFile?id=&key=)',
  'GET /api/rabbit-personnel/personnel/list/canteen': 'made by the diner screen’s counts through the CRUD list (a screen descriptor, not an API function)',
  'GET /api/rabbit-personnel/personnel/getFileDetail': 'the diner record carries its face photo’s link',
  'POST /api/rabbit-personnel/personnel/exportExcle': 'an export of the CRUD table (lib/download.ts, POST with the filters as JSON)',
  'POST /api/rabbit-personnel/personnel/exportWalletBalanceData': 'an export of the CRUD table (lib/download.ts, POST with the filters as JSON)',
  'POST /api/rabbit-personnel/personnel/downloadForMealCategory': 'a template download (lib/download.ts, POST)',
  'POST /api/rabbit-import/import/download': 'a template download (lib/download.ts, POST)',
};

const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/** Whether the console sent the parameters where the spec puts them; the reason when not. */
function consoleDiffers(call: SpecCall, sent: Set<Sent>): string | undefined {
  const places = [...sent].sort().join('+') || 'nothing';
  switch (call.params) {
    case 'query':
      return [...sent].every((place) => place === 'query') ? undefined : `sent ${places}, the spec says the query`;
    case 'json':
      return sent.has('json') && !sent.has('form') && !sent.has('multipart') ? undefined : `sent ${places}, the spec says a JSON body`;
    case 'unnamed':
      return sent.size > 0 && [...sent].every((place) => place === 'query' || place === 'form')
        ? undefined
        : `sent ${places}: where the spec names no place, the console sends request parameters (query or form)`;
    case 'path':
      return undefined;
    case 'none':
      return call.method === 'GET' && [...sent].some((place) => place !== 'query') ? `a GET with a body (${places})` : undefined;
  }
}

describe('the spec’s calls (§7)', () => {
  describe('the console', () => {
    let adapter: typeof http.defaults.adapter;
    beforeAll(() => {
      adapter = http.defaults.adapter;
      http.defaults.adapter = recorder;
    });
    afterAll(() => {
      http.defaults.adapter = adapter;
    });

    it('names every spec call either made (with its driver) or not made (with the reason)', () => {
      const keys = new Set(SPEC_CALLS.map(specKey));
      expect(Object.keys(CONSOLE).filter((key) => !keys.has(key))).toEqual([]);
      expect(Object.keys(NOT_MADE_BY_THE_CONSOLE).filter((key) => !keys.has(key))).toEqual([]);
      expect([...keys].filter((key) => !(key in CONSOLE) === !(key in NOT_MADE_BY_THE_CONSOLE))).toEqual([]);
    });

    it('makes each with the spec’s method and path, its parameters where the spec puts them', async () => {
      const wrong: string[] = [];
      for (const call of SPEC_CALLS) {
        const drive = CONSOLE[specKey(call)];
        if (!drive) continue;
        recorded = [];
        // the answer is a stand-in: what a function does with it after the request is not under test
        await drive().catch(() => undefined);
        const made = recorded.filter((one) => pattern(call.path).test(one.path));
        if (made.length === 0) {
          wrong.push(`${specKey(call)}: not called (called ${recorded.map((one) => `${one.method} ${one.path}`).join(', ') || 'nothing'})`);
          continue;
        }
        for (const one of made) {
          if (one.method !== call.method) wrong.push(`${specKey(call)}: sent as ${one.method}`);
          const differs = consoleDiffers(call, one.sent);
          if (differs) wrong.push(`${specKey(call)}: ${differs}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('the calls it does not make are not spelt in its source either', async () => {
      const { readFileSync } = await import('node:fs');
      const { globSync } = await import('node:fs');
      const sources = globSync('src/**/*.{ts,tsx}').map((name) => readFileSync(name, 'utf8'));
      const spelt = Object.keys(NOT_MADE_BY_THE_CONSOLE)
        .map((key) => key.split(' ')[1]!)
        .filter(
          (path) =>
            !path.includes(':') &&
            !Object.keys(CONSOLE).some((key) => key.endsWith(` ${path}`)) &&
            sources.some((text) => text.includes(`'${path}'`) || text.includes(`\`${path}\``)),
        );
      expect(spelt).toEqual([]);
    });
  });
});
