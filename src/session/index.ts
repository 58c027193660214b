export { session, syncFromStorage, loadSession, defaults } from './store';
export { signIn, clearSession, logout, isSignedIn, landingPath, setLanguage, applyTokens, updateUserInfo } from './actions';
export { refreshIfDue, startRefreshLoop, refreshThreshold, isRefreshDue } from './refresh';
export { requestToken, type SignInInput } from './auth-api';
export { brandOf, type Brand } from './brand';
export { remember, forget, remembered, lastTenant, setLastTenant } from './remember';
export { setupHttp } from './setup-http';
export type * from './types';
export { accessOf, userKind, LOGIN_TYPE, USER_TYPE, type Access, type AccessRule, type UserKind } from './access';
