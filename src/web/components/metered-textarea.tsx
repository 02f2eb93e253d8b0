import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The meter beside the label ("180/200"), and how it reads now (its colour, its test id). */
  meter: ReactNode;
  meterProps: HTMLAttributes<HTMLSpanElement> & { className: string; 'data-testid': string; 'data-state'?: string };
  /** Over the field's limit: the textarea is marked invalid and draws a red border. */
  isOver: boolean;
  /** The id of the hint under the field, which the textarea is described by. */
  describedBy: string;
  /** Further classes of the textarea (a warning border short of the limit, say). */
  className?: string;
  /** The hint and messages under the textarea. */
  children?: ReactNode;
};

/** A textarea with a character (or byte) meter by its label, drawing its own over-limit border. */
export function MeteredTextarea({
  id,
  label,
  value,
  onChange,
  meter,
  meterProps,
  isOver,
  describedBy,
  className,
  children,
}: Props) {
  const { className: meterClassName, ...meterRest } = meterProps;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        <span className={cn('text-xs tabular-nums', meterClassName)} {...meterRest}>
          {meter}
        </span>
      </div>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        aria-invalid={isOver || undefined}
        aria-describedby={describedBy}
        className={cn(isOver && 'border-destructive', className)}
      />
      {children}
    </div>
  );
}
