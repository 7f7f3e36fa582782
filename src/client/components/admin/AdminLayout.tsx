import { Outlet } from 'react-router';
import { AdminSidebar } from './AdminSidebar';

/**
 * The admin area inside the shop's header and footer: the sidebar beside the page (above it on a
 * phone). Pages bring their content only: this frame gives the width and the space around it.
 */
export function AdminLayout() {
  return (
    <div className="container-page py-6 lg:py-10 print:max-w-none print:p-0">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <AdminSidebar />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
