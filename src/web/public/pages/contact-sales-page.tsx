import { useAuth } from '../../auth/index.ts';
import { ContactSalesForm } from '../../sales/index.ts';
import { PublicLayout } from '../components/public-layout.tsx';

/** The landing page's "Contact Sales": the Enterprise inquiry form, open to visitors. */
export function ContactSalesPage() {
  const { user } = useAuth();
  return (
    <PublicLayout
      title="Contact Sales"
      subtitle="Tell us about your catalogue and we'll tailor an Enterprise plan for you: unlimited optimizations, a dedicated account manager and custom AI training."
    >
      <div className="mx-auto max-w-xl">
        <ContactSalesForm
          defaultName={user?.username ?? ''}
          defaultEmail={user?.email ?? ''}
          renderSentTitle={(text) => <h2 className="text-xl font-semibold">{text}</h2>}
        />
      </div>
    </PublicLayout>
  );
}
