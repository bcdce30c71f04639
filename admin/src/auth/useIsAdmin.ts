import { usePermissions } from 'react-admin';

/** Whether the signed-in staff member is an admin; false while the role is being read, so admin-only parts appear rather than vanish. */
export function useIsAdmin(): boolean {
  const { permissions } = usePermissions<string>();
  return permissions === 'admin';
}
