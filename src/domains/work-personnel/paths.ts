// Every call of the work-personnel domain, in one table: the organisation's backend may serve them elsewhere, and
// remapping a path is a change here only (docs/contract.md#work-personnel). The work service holds the people,
// the applet service the department counts.
const WORK = '/api/rabbit-work';
const APPLET = '/api/rabbit-applet';

export const WORK_PERSONNEL_PATHS = {
  list: `${WORK}/workPersonnel/list`,
  detail: `${WORK}/workPersonnel/detail`,
  remove: `${WORK}/workPersonnel/remove`,
  submit: `${WORK}/workPersonnel/submit`,
  nextNumber: `${WORK}/workPersonnel/nextNumber`,
  update: `${WORK}/workPersonnel/update`,
  signdNumber: `${WORK}/workPersonnel/signdNumber`,
  posts: `${WORK}/workPersonnel/posts`,
  userList: `${WORK}/user/list`,
  certificateList: `${WORK}/healthCertificate/list`,
  certificateSummary: `${WORK}/healthCertificate/summary`,
  certificateExport: `${WORK}/healthCertificate/export`,
  deptCount: `${APPLET}/workPersonnel/deptCount`,
} as const;
