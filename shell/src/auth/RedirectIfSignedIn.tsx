import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@farmplate/session';
import { nextPathOf } from './nextPath';

/** The sign-in screens are for visitors: a signed-in user goes straight to the dashboard (or the page that sent them, ?next=). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  return isSignedIn ? <Navigate to={nextPathOf(search)} replace /> : <>{children}</>;
}
