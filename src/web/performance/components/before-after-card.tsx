import type { BeforeAfterCard as Card } from '#core/api/performance';
import { Badge } from '../../components/ui/badge.tsx';
import { interval, pct, points, relative } from '../format.ts';

const CAVEAT =
  'Seasonality, price and ads also move these figures: this compares the days before and after the push, it does not prove the push caused the change.';

/** One push: the same number of days before and after it (the day of the push left out), and a plain verdict. */
export function BeforeAfterCard({ card, index }: { card: Card; index: number }) {
  return (
    <article
      className="grid gap-3 rounded-lg border p-4"
      data-testid="before-after-card"
      aria-label={`Push ${index} on ${card.pushDay}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">
          Push {index} on {card.pushDay}
        </h3>
        <Badge variant={card.verdict === 'Too early to tell' ? 'secondary' : 'default'} data-testid="verdict">
          {card.verdict}
        </Badge>
      </header>
      {card.days === 0 ? (
        <p className="text-muted-foreground text-sm">No whole day after the push has figures yet.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-muted-foreground">Days compared</dt>
          <dd>
            {card.days} before ({card.before.from} – {card.before.to}), {card.days} after ({card.after.from} – {card.after.to})
          </dd>
          <dt className="text-muted-foreground">Sessions</dt>
          <dd>
            {card.before.sessions.toLocaleString()} → {card.after.sessions.toLocaleString()} ({relative(card.sessionsChange)})
          </dd>
          <dt className="text-muted-foreground">Conversion</dt>
          <dd>
            {pct(card.before.conversion, 2)} → {pct(card.after.conversion, 2)} (
            <span data-testid="conversion-change">{points(card.conversionChange)}</span>)
          </dd>
          <dt className="text-muted-foreground">95% interval</dt>
          <dd data-testid="interval">{interval(card.interval)}</dd>
        </dl>
      )}
      {card.verdict === 'Too early to tell' && (
        <p className="text-muted-foreground text-xs">
          A verdict needs at least 14 days since the push and 100 sessions on each side; {card.daysSincePush} day
          {card.daysSincePush === 1 ? '' : 's'} so far.
        </p>
      )}
      {card.cutBy.length > 0 && (
        <p className="text-xs">
          Other pushes in the windows: {card.cutBy.map((p) => p.day).join(', ')}. The windows stop at them, so each push is judged
          on its own days.
        </p>
      )}
      <p className="text-muted-foreground text-xs">{CAVEAT}</p>
    </article>
  );
}
