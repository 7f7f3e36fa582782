export function ProductPage() {
  return <div className="container-page py-10">ProductPage</div>;
}
