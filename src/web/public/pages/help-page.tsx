export function HelpPage() {
  return <main className="p-6">HelpPage</main>;
}
