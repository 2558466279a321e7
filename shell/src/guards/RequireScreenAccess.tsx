import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { canAccessScreen, DASHBOARD_ACCESS } from '@farmplate/contracts';
import { useSession } from '@farmplate/session';

/** The /dashboard screen a path opens: its first segment under /dashboard ('' = the index). */
export const dashboardScreenOf = (subPath: string | undefined): string => (subPath ?? '').split('/')[0] ?? '';

const isKnownScreen = (screen: string): boolean => Object.hasOwn(DASHBOARD_ACCESS, screen);

/**
 * A role outside a screen's allowed list → /unauthorized (spec §2 Route access), read from the
 * access table in @farmplate/contracts that the server enforces too. A screen the table does not
 * know stays in the dashboard, which answers it with its not-found page. Render inside RequireUser.
 */
export function RequireScreenAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const screen = dashboardScreenOf(useParams()['*']);
  if (isKnownScreen(screen) && !canAccessScreen(user?.role, screen)) return <Navigate to="/unauthorized" replace />;
  return children;
}
