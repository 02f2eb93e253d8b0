import { ArrowRight } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { BAND_TEXT_CLASS } from '../../health/index.ts';
import { healthBand } from '#core/health/bands';
import { cleanBullets, type ListingText } from '#core/listings/content';
import { cn } from '../../lib/cn.ts';

type Props = {
  original: ListingText;
  /** The editor's text now: the AI draft with the seller's own edits on top. */
  optimized: ListingText;
  scoreBefore: number;
  scoreAfter: number;
  notes: readonly string[];
  /** The editor no longer holds the AI draft as it came: the seller changed it. */
  isEdited: boolean;
};

const FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'bullets', label: 'Key Features (Bullet Points)' },
  { key: 'description', label: 'Description' },
  { key: 'searchTerms', label: 'Search Terms' },
] as const;

/** One field as the seller reads it: bullets a list, one item each. */
function shown(text: ListingText, key: (typeof FIELDS)[number]['key']) {
  if (key !== 'bullets') return text[key].trim() || '—';
  const bullets = cleanBullets(text.bullets);
  if (bullets.length === 0) return '—';
  return (
    <ul className="list-disc pl-4">
      {bullets.map((b, i) => (
        <li key={i}>{b}</li>
      ))}
    </ul>
  );
}

/**
 * The listing as it is and the text that Save to Amazon would send, side by side, with the score
 * change and the guardrails that fired. It follows the editor, so the seller's own edits show here
 * and in the score, not only the AI draft.
 */
export function RewriteDiff({ original, optimized, scoreBefore, scoreAfter, notes, isEdited }: Props) {
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
        {isEdited && <CardDescription>Includes your edits to the AI draft.</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {FIELDS.map(({ key, label }) => (
          <div key={key} className="grid gap-2 md:grid-cols-2">
            <div>
              <p className="text-muted-foreground mb-1 text-xs font-medium">{label} (original)</p>
              <div className="bg-muted rounded-md p-2 text-sm break-words whitespace-pre-wrap">{shown(original, key)}</div>
            </div>
            <div>
              <p className="text-muted-foreground mb-1 text-xs font-medium">{label} (optimized)</p>
              <div
                className="border-success/40 rounded-md border p-2 text-sm break-words whitespace-pre-wrap"
                data-testid={`optimized-${key}`}
              >
                {shown(optimized, key)}
              </div>
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
