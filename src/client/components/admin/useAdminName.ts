import { useSession } from '../../state/session';

/** The signed-in administrator's name, or spec §2's 'Admin User' when there is none. */
export const useAdminName = () => useSession()?.user.name.trim() || 'Admin User';
