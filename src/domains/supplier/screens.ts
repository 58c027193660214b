// The supplier domain's screens (src/app/screens.ts collects every domain's): 企业信息 and 企业资质, the supplier's own.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const supplierScreens: ScreenDescriptor[] = [
  {
    path: '/toubiao/profile/company',
    serves: ['supplier'],
    buttons: ['supplier_company_edit'],
    load: () => import('./pages/company-page').then((m) => m.CompanyPage),
  },
  {
    path: '/toubiao/profile/qualification',
    serves: ['supplier'],
    buttons: ['supplier_qualification_upload'],
    load: () => import('./pages/qualification-page').then((m) => m.QualificationPage),
  },
];
