import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@farmplate/session';

/** The sign-in screens are for visitors: a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}
