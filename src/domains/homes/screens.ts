// The home pages' screens (src/app/screens.ts collects every domain's): the supplier's 供应商待办 and 供应商首页, the
// supervisors' 监管待办 and 教育局首页 — each one summary call (docs/product-rules.md#home-pages), each page its own chunk.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const homesScreens: ScreenDescriptor[] = [
  { path: '/wel/supplier', serves: ['supplier'], ownRoute: true, load: () => import('./pages/supplier-todo-page').then((m) => m.SupplierTodoPage) },
  { path: '/supplier/index', serves: ['supplier'], ownRoute: true, load: () => import('./pages/supplier-home-page').then((m) => m.SupplierHomePage) },
  { path: '/wel/education', serves: ['supervisor'], ownRoute: true, load: () => import('./pages/education-todo-page').then((m) => m.EducationTodoPage) },
  { path: '/education/index', serves: ['supervisor'], ownRoute: true, load: () => import('./pages/education-home-page').then((m) => m.EducationHomePage) },
];
