/** Placeholder: the admin area's issue builds this page. */
export function AdminShopInfoPage() {
  return <h1 className="text-4xl">Shop Information</h1>;
}
