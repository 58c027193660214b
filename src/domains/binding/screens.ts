// The supplier-binding domain's screen (src/app/screens.ts collects every domain's): 供应商绑定.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const bindingScreens: ScreenDescriptor[] = [
  {
    path: '/binding/supplier',
    buttons: ['binding_add', 'binding_delete'],
    load: () => import('./pages/binding-page').then((m) => m.BindingPage),
  },
];
