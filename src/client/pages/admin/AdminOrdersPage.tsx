/** Placeholder: the admin area's issue builds this page. */
export function AdminOrdersPage() {
  return <h1 className="text-4xl">Orders</h1>;
}
