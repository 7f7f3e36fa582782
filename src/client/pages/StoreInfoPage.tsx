export function StoreInfoPage() {
  return <div className="container-page py-10">StoreInfoPage</div>;
}
