// The portal's SWR keys: the server's settings and its service number.
import { keyFamily } from '../../lib/swr-keys';

const portal = keyFamily<['settings' | 'service-number']>('portal');

export const portalKeys = { settings: portal.key('settings'), serviceNumber: portal.key('service-number') };
