import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';

export function BackToHomeLink() {
  return (
    <Link
      href={paths.home}
      className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 rounded-md text-sm font-medium"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Home
    </Link>
  );
}
