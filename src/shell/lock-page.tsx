import { Navigate } from 'react-router-dom';

/** The lock screen arrives with the console shell; until then a locked session cannot occur. */
export function LockPage() {
  return <Navigate to="/" replace />;
}
