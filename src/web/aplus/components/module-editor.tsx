import { Trash2 } from 'lucide-react';
import type { AplusFinding } from '#core/aplus/check';
import { fieldLimitsFor } from '#core/aplus/mapping';
import { MODULE_TYPE_LABELS, type AplusModule } from '#core/aplus/modules';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ItemIcon } from './item-icon.tsx';

type Props = {
  module: AplusModule;
  index: number;
  findings: readonly AplusFinding[];
  onChange: (next: AplusModule) => void;
  onRemove: () => void;
  disabled: boolean;
};

/** One module of the preview, editable in place. Text is rendered by React (escaped), never as HTML. */
export function ModuleEditor({ module, index, findings, onChange, onRemove, disabled }: Props) {
  const limits = fieldLimitsFor(module);
  const id = `aplus-module-${index}`;
  const flagged = (part: AplusFinding['part']) => findings.some((f) => f.part === part && f.severity === 'error');
  return (
    <section aria-label={`Module ${index + 1}`} className="grid gap-3 rounded-lg border p-4" data-testid="aplus-module">
      <div className="flex items-center justify-between gap-2">
        <Badge variant="secondary">{MODULE_TYPE_LABELS[module.type]}</Badge>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove module ${index + 1}`}>
          <Trash2 />
        </Button>
      </div>
      {module.imageUrl ? (
        <img
          src={module.imageUrl}
          alt={module.imageAlt ?? ''}
          className="bg-muted max-h-48 w-full rounded-md object-contain"
          loading="lazy"
        />
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>{module.type === 'testimonial' ? 'Attribution' : 'Headline'}</Label>
        <Input
          id={`${id}-title`}
          value={module.title}
          aria-invalid={flagged('title')}
          disabled={disabled}
          onChange={(e) => onChange({ ...module, title: e.target.value })}
          className="font-semibold"
        />
        <p className="text-muted-foreground text-right text-xs">
          {[...module.title].length}/{limits.title}
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-content`}>{module.type === 'testimonial' ? 'Quote' : 'Text'}</Label>
        <Textarea
          id={`${id}-content`}
          value={module.content}
          rows={4}
          aria-invalid={flagged('content')}
          disabled={disabled}
          onChange={(e) => onChange({ ...module, content: e.target.value })}
        />
        <p className="text-muted-foreground text-right text-xs">
          {[...module.content].length}/{limits.content}
        </p>
      </div>
      {module.items && module.items.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Items of module ${index + 1}`}>
          {module.items.map((item, i) => (
            <li key={i} className="flex items-center gap-2">
              <ItemIcon name={item.icon} />
              <Input
                aria-label={`Item ${i + 1} of module ${index + 1}`}
                value={item.text}
                disabled={disabled}
                aria-invalid={findings.some(
                  (f) => f.part === 'items' && f.severity === 'error' && f.message.toLowerCase().includes(`item ${i + 1} of`),
                )}
                onChange={(e) =>
                  onChange({ ...module, items: module.items!.map((it, k) => (k === i ? { ...it, text: e.target.value } : it)) })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {findings.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={`Issues in module ${index + 1}`}>
          {findings.map((f, i) => (
            <li key={i} className={f.severity === 'error' ? 'text-destructive' : 'text-muted-foreground'}>
              <span className="font-medium">
                {f.severity === 'error' ? 'Must fix: ' : f.severity === 'warning' ? 'Warning: ' : 'Tip: '}
              </span>
              {f.message} {f.fix}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
