export function PrivacyPage() {
  return <main className="p-6">PrivacyPage</main>;
}
