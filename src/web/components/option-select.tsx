import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export type SelectOption<T extends string> = { value: T; label: ReactNode };

type Props<T extends string> = {
  value: T;
  options: readonly SelectOption<T>[];
  onChange(value: T): void;
  /** The accessible name; a visible <Label htmlFor={id}> may name it too. */
  label: string;
  id?: string;
  labelledBy?: string;
  className?: string;
  disabled?: boolean;
};

/** A Select over a fixed list of options, the shape every dropdown of the app has. */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  label,
  id,
  labelledBy,
  className,
  disabled,
}: Props<T>) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label={label} aria-labelledby={labelledBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
