// The devices domain's screens (src/app/screens.ts collects every domain's): 人脸设备, 设备人员, 窗口管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const devicesScreens: ScreenDescriptor[] = [
  {
    path: '/device/face',
    buttons: ['device_edit', 'device_face_down', 'device_face_delete', 'device_reboot'],
    load: () => import('./pages/face-device-page').then((m) => m.FaceDevicePage),
  },
  {
    path: '/device/personnel',
    buttons: ['device_personnel_delete'],
    load: () => import('./pages/device-personnel-page').then((m) => m.DevicePersonnelPage),
  },
  {
    path: '/device/window',
    // the people's pushes and deletions are device_face_down and device_face_delete (人脸设备's), checked again by the server
    buttons: ['device_window_edit'],
    load: () => import('./pages/window-page').then((m) => m.WindowPage),
  },
];
