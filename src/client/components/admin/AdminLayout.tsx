import { Outlet } from 'react-router';

/** Placeholder: the admin area's sidebar and content frame. */
export function AdminLayout() {
  return (
    <div className="container-page py-10">
      <Outlet />
    </div>
  );
}
