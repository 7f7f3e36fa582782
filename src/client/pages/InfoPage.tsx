export function InfoPage({ topic }: { topic: 'terms' | 'privacy' | 'faq' }) {
  return <div>{topic}</div>;
}
