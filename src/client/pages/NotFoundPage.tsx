export function NotFoundPage() {
  return <div className="container-page py-10">NotFoundPage</div>;
}
