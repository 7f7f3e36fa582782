/** Placeholder: the admin area's issue builds this page. */
export function AdminOrderDetailPage() {
  return <h1 className="text-4xl">Order</h1>;
}
