import { LegalDocument } from '../components/legal-document.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { PRIVACY_POLICY } from '../privacy-content.ts';

export function PrivacyPage() {
  return (
    <PublicLayout title="Privacy Policy" subtitle="How ListingPilot collects, uses and protects your information.">
      <LegalDocument content={PRIVACY_POLICY} />
    </PublicLayout>
  );
}
