import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
} & Omit<ComponentProps<'input'>, 'name' | 'form'>;

/** A labelled input whose error message sits under it and is announced with it. */
export function FormField<T extends FieldValues>({ form, name, label, ...props }: Props<T>) {
  const id = `field-${String(name)}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
