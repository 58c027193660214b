export { fetchPortalSettings, fetchServiceNumber, requestHandoff, type HandoffTarget, type PortalSettings } from './api';
export { usePortalSettings, useServiceNumber } from './hooks';
