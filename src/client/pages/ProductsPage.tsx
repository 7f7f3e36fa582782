export function ProductsPage() {
  return <div className="container-page py-10">ProductsPage</div>;
}
