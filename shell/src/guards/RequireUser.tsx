import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@farmplate/session';

/** No signed-in user → /login (spec §2 Guards); `from` lets the login screen come back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
