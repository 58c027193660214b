// Every call of the devices domain (人脸设备, 设备人员, 窗口管理), in one table: the organisation's backend may serve them
// elsewhere, and remapping a path is a change here only (docs/contract.md#face-devices-and-tasks). The personnel service holds the
// person-centric pushes and the task status, the face-sync service the device-centric ones, the device service the
// devices and their windows.
const PERSONNEL = '/api/rabbit-personnel/personnel';
const FACE_SYNC = '/api/rabbit-faceSync/faceSync';
const DEVICE = '/api/rabbit-device/device';
const WINDOW = '/api/rabbit-device/window';

export const DEVICE_PATHS = {
  windowPeople: `${PERSONNEL}/getPersonneDevicelList`,
  devicePeople: `${PERSONNEL}/getPersonnelData`,
  windowDown: `${PERSONNEL}/downPersonnelDevice`,
  windowDelete: `${PERSONNEL}/deletePersonnelDevice`,
  windowAllDown: `${PERSONNEL}/allDownPersonnelDevice`,
  windowAllDelete: `${PERSONNEL}/allDeletePersonnel`,
  taskStatus: `${PERSONNEL}/uploadTaskStatus`,
  checkDown: `${FACE_SYNC}/checkDownFace`,
  allDown: `${FACE_SYNC}/allDownFace`,
  checkDelete: `${FACE_SYNC}/checkDelete`,
  allDelete: `${FACE_SYNC}/allDelete`,
  redo: `${FACE_SYNC}/down`,
  delete: `${FACE_SYNC}/delete`,
  reboot: `${FACE_SYNC}/reboot`,
  deviceList: `${DEVICE}/list`,
  deviceSubmit: `${DEVICE}/submit`,
  deviceUpdate: `${DEVICE}/update`,
  deviceRemove: `${DEVICE}/remove`,
  removeDevicePersonnel: `${DEVICE}/removeDevicePersonnel`,
  windowList: `${WINDOW}/list`,
  windowSubmit: `${WINDOW}/submit`,
  windowUpdate: `${WINDOW}/update`,
  windowRemove: `${WINDOW}/remove`,
} as const;
