/** The one placeholder the product allows: a route whose owner is not built yet. */
export function ComingSoonPage({ area }: { area: string }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">{area}</h2>
      <p>{area} is coming soon.</p>
    </section>
  );
}
