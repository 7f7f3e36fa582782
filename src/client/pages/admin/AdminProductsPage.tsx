/** Placeholder: the admin area's issue builds this page. */
export function AdminProductsPage() {
  return <h1 className="text-4xl">Products</h1>;
}
