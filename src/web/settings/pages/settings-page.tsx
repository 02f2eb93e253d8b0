export function SettingsPage() {
  return <div className="p-6">Settings</div>;
}
