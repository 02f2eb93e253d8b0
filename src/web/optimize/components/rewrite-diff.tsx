import { ArrowRight } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { BAND_TEXT_CLASS } from '../../health/index.ts';
import { healthBand } from '#core/health/bands';
import { cn } from '../../lib/cn.ts';

export type DiffText = { title: string; bullets: string; description: string };
type Props = { original: DiffText; rewritten: DiffText; scoreBefore: number; scoreAfter: number; notes: readonly string[] };

const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'bullets', label: 'Key Features (Bullet Points)' },
  { key: 'description', label: 'Description' },
] as const;

/** Original and AI draft side by side, with the score change and the guardrails that fired. */
export function RewriteDiff({ original, rewritten, scoreBefore, scoreAfter, notes }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Original vs. optimized
          <span className="flex items-center gap-1 text-base font-normal" data-testid="score-change">
            <span className={BAND_TEXT_CLASS[healthBand(scoreBefore)]} data-testid="score-before">
              {scoreBefore}
            </span>
            <ArrowRight className="size-4" aria-label="to" />
            <span className={cn('font-semibold', BAND_TEXT_CLASS[healthBand(scoreAfter)])} data-testid="score-after">
              {scoreAfter}
            </span>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {FIELDS.map(({ key, label }) => (
          <div key={key} className="grid gap-2 md:grid-cols-2">
            <div>
              <p className="text-muted-foreground mb-1 text-xs font-medium">{label} (original)</p>
              <p className="bg-muted rounded-md p-2 text-sm whitespace-pre-wrap">{original[key] || '—'}</p>
            </div>
            <div>
              <p className="text-muted-foreground mb-1 text-xs font-medium">{label} (optimized)</p>
              <p className="border-success/40 rounded-md border p-2 text-sm whitespace-pre-wrap">{rewritten[key] || '—'}</p>
            </div>
          </div>
        ))}
        {notes.length > 0 && (
          <ul className="text-muted-foreground list-disc pl-5 text-sm" aria-label="Guardrails applied">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
