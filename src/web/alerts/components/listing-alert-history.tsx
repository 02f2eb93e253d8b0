import { useQuery } from '@tanstack/react-query';
import { alertsQueryOptions } from '../api.ts';
import { AlertCard } from './alert-card.tsx';

/** The listing page's alert history: every alert of this listing, newest first. */
export function ListingAlertHistory({ listingId }: { listingId: number }) {
  const alerts = useQuery(alertsQueryOptions('all', listingId));
  if (!alerts.data || alerts.data.alerts.length === 0) return null;
  return (
    <section aria-labelledby="listing-alerts-heading" className="grid gap-2">
      <h2 id="listing-alerts-heading" className="text-lg font-semibold">
        Alerts
      </h2>
      <ul className="grid gap-2">
        {alerts.data.alerts.map((a) => (
          <li key={a.id}>
            <AlertCard alert={a} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
