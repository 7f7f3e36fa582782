export function AboutPage() {
  return <div className="container-page py-10">AboutPage</div>;
}
