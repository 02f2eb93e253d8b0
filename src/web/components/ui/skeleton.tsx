import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('bg-muted animate-pulse rounded-md', className)} {...props} />;
}
