/** Placeholder: the admin area's issue builds this page. */
export function AdminCategoriesPage() {
  return <h1 className="text-4xl">Categories</h1>;
}
