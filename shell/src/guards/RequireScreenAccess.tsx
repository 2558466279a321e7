import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { canAccessScreen } from '@farmplate/contracts';
import { useSession } from '@farmplate/session';

/** The /dashboard screen a path opens: its first segment under /dashboard ('' = the index). */
export const dashboardScreenOf = (subPath: string | undefined): string => (subPath ?? '').split('/')[0];

/**
 * A role outside the screen's allowed list → /unauthorized (spec §2 Route access), read from the
 * access table in @farmplate/contracts that the server enforces too. Render inside RequireUser.
 */
export function RequireScreenAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const screen = dashboardScreenOf(useParams()['*']);
  if (!canAccessScreen(user?.role, screen)) return <Navigate to="/unauthorized" replace />;
  return children;
}
