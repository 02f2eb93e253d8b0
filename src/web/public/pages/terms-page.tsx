export function TermsPage() {
  return <main className="p-6">TermsPage</main>;
}
