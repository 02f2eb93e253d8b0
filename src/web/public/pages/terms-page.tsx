import { LegalDocument } from '../components/legal-document.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { TERMS_OF_SERVICE } from '../terms-content.ts';

export function TermsPage() {
  return (
    <PublicLayout title="Terms of Service" subtitle="The agreement between you and ListingPilot.">
      <LegalDocument content={TERMS_OF_SERVICE} />
    </PublicLayout>
  );
}
