/** Placeholder: the admin area's issue builds this page. */
export function AdminProductFormPage() {
  return <h1 className="text-4xl">Product</h1>;
}
