export function CartPage() {
  return <div className="container-page py-10">CartPage</div>;
}
