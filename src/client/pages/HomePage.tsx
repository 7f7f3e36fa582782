export function HomePage() {
  return <div className="container-page py-10">HomePage</div>;
}
