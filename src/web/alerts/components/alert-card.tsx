import { useRef } from 'react';
import { Link } from 'wouter';
import { Loader2, RotateCcw, Sparkles, X } from 'lucide-react';
import { ALERT_KIND_TEXT, amazonCodeLabel } from '#core/alerts/kind-labels';
import type { Alert } from '#core/api/alerts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { paths } from '../../lib/paths.ts';
import { PushConfirmDialog, usePushFlow } from '../../publish/index.ts';
import { useDismissAlert } from '../api.ts';

const SEVERITY = {
  critical: { label: 'Critical', variant: 'destructive' },
  warning: { label: 'Warning', variant: 'warning' },
  info: { label: 'Resolved', variant: 'success' },
} as const;

const FIELD_LABEL = { title: 'Title', bullets: 'Bullet points', description: 'Description', mainImage: 'Main image' } as const;

/** "Restore my version": the push preview with the approved text, so approval, history and rollback apply. */
function RestoreButton({ alert }: { alert: Alert }) {
  const flow = usePushFlow(alert.listingId);
  const ref = useRef<HTMLButtonElement>(null);
  if (!alert.content) return null;
  const approved = alert.content.approved;
  return (
    <>
      <Button ref={ref} size="sm" variant="outline" onClick={() => void flow.startPush(approved)} disabled={flow.isPreviewing}>
        {flow.isPreviewing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
        Restore my version
      </Button>
      <PushConfirmDialog flow={flow} returnFocusRef={ref} />
    </>
  );
}

export function AlertCard({ alert, compact = false }: { alert: Alert; compact?: boolean }) {
  const dismiss = useDismissAlert();
  const severity = SEVERITY[alert.severity];
  const open = alert.state === 'open';
  // A resolution's badge already reads "Resolved"; every other kind says what happened in plain words.
  const kind = alert.kind === 'resolved' ? null : ALERT_KIND_TEXT[alert.kind];
  return (
    <Card data-testid="alert-card" data-severity={alert.severity}>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={severity.variant}>{severity.label}</Badge>
          {kind && (
            <span className="font-semibold" data-testid="alert-kind">
              {kind.label}
            </span>
          )}
          {kind && !compact && (
            <span className="text-muted-foreground" aria-hidden="true">
              ·
            </span>
          )}
          {!compact && (
            <Link href={paths.listing(alert.listingId)} className="font-medium hover:underline">
              {alert.listingTitle || alert.sku}
            </Link>
          )}
          <span className="text-muted-foreground text-xs">
            SKU {alert.sku} · {new Date(alert.createdAt).toLocaleString()}
            {alert.state !== 'open' && ` · ${alert.state}`}
          </span>
        </div>
        {kind && (
          <p className="text-muted-foreground text-sm" data-testid="alert-meaning">
            {kind.meaning}
          </p>
        )}
        <p className="text-sm" data-testid="alert-message">
          {alert.code && <span className="text-muted-foreground">Amazon says: </span>}
          {alert.message}
          {alert.code && <span className="text-muted-foreground"> ({amazonCodeLabel(alert.code)})</span>}
        </p>
        {alert.content && (
          <dl className="grid gap-2 text-sm">
            {alert.content.changes.map((c) => (
              <div key={c.field} className="grid gap-1 rounded-md border p-2 sm:grid-cols-[8rem_1fr]">
                <dt className="font-medium">{FIELD_LABEL[c.field]}</dt>
                <dd className="grid gap-1">
                  <span>
                    <span className="text-muted-foreground">Approved: </span>
                    <del className="text-emerald-700 no-underline dark:text-emerald-400" data-testid="approved-text">
                      <TextOrList value={c.approved} />
                    </del>
                  </span>
                  <span>
                    <span className="text-muted-foreground">Amazon shows: </span>
                    <ins className="text-destructive no-underline" data-testid="shown-text">
                      <TextOrList value={c.shown} />
                    </ins>
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {alert.productType && (
          <p className="text-sm">
            Product type: {alert.productType.before} → {alert.productType.after}
          </p>
        )}
        {open && alert.kind !== 'resolved' && (
          <div className="flex flex-wrap gap-2">
            <RestoreButton alert={alert} />
            <Button size="sm" variant="outline" asChild>
              <Link href={paths.optimize(alert.listingId)}>
                <Sparkles aria-hidden="true" />
                Fix with AI
              </Link>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => dismiss.mutate(alert.id)} disabled={dismiss.isPending}>
              <X aria-hidden="true" />
              Dismiss
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** A field's text as it is: bullets as a list, one item each. */
function TextOrList({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return value;
  return (
    <ul className="list-disc pl-4">
      {value.map((b, i) => (
        <li key={i}>{b}</li>
      ))}
    </ul>
  );
}
