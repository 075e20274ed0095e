import { useCurrentUser } from '@/lib/auth';
import { isAdmin } from '@/lib/access';
import { MaintenanceSwitch } from '@/features/operator/components/maintenance-switch';
import MaintenanceRoute from '../maintenance';

/**
 * /admin/maintenance: the maintenance page inside the dashboard; operators also
 * find the marketplace's maintenance switch here.
 */
export default function AdminMaintenanceRoute() {
  const user = useCurrentUser();
  return (
    <>
      {user && isAdmin(user) && (
        <div className="mx-auto w-full max-w-5xl px-4 pt-8 sm:px-6 lg:px-8">
          <MaintenanceSwitch />
        </div>
      )}
      <MaintenanceRoute />
    </>
  );
}
