import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

type Props = { value: readonly string[]; onChange: (value: string[]) => void };

/** Amazon's bullet_point takes 10 values at most; most product types show five. */
export const MAX_BULLETS = 10;

/**
 * One field per bullet point: the list is what the API carries, so nothing is split on line
 * breaks and a bullet can never run into the next one.
 */
export function BulletsField({ value, onChange }: Props) {
  const bullets = value.length > 0 ? value : [''];
  const set = (i: number, text: string) => onChange(bullets.map((b, j) => (j === i ? text : b)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm leading-none font-medium">Key Features (Bullet Points)</legend>
      {bullets.map((bullet, i) => (
        <div key={i} className="flex items-start gap-2">
          <Label htmlFor={`optimize-bullet-${i}`} className="text-muted-foreground w-6 pt-2.5 text-xs tabular-nums">
            <span className="sr-only">Bullet point </span>
            {i + 1}
          </Label>
          <Textarea
            id={`optimize-bullet-${i}`}
            value={bullet}
            // A line break has no place inside one bullet: Enter-pasted text stays on this bullet as spaces.
            onChange={(e) => set(i, e.target.value.replace(/\r?\n/g, ' '))}
            rows={2}
            className="min-h-0 flex-1"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove bullet point ${i + 1}`}
            disabled={bullets.length === 1 && bullet === ''}
            onClick={() => onChange(bullets.filter((_, j) => j !== i))}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {bullets.length < MAX_BULLETS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...bullets, ''])}
        >
          <Plus aria-hidden="true" /> Add bullet point
        </Button>
      )}
    </fieldset>
  );
}
