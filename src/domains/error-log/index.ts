export { ErrorLogUnsupportedError, isErrorLogUnsupported, uploadErrorLog } from './api';
