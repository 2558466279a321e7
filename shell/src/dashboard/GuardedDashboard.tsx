import { RequireScreenAccess } from '../guards/RequireScreenAccess';
import { DashboardLayout } from './DashboardLayout';

/**
 * /dashboard/* for a signed-in visitor: the screen's access guard around the dashboard. In the
 * dashboard's chunk, with the access table the guard reads: no public page's first load carries them.
 */
export function GuardedDashboard() {
  return (
    <RequireScreenAccess>
      <DashboardLayout />
    </RequireScreenAccess>
  );
}
