import { Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/** The centred card with the wordmark that the sign-in, reset and verification screens share. */
export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <main className="from-primary/10 via-background to-background flex min-h-screen items-center justify-center bg-gradient-to-br p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Link href={paths.home} className="mb-2 flex items-center gap-2 text-xl font-bold">
            <span className="bg-primary text-primary-foreground flex size-9 items-center justify-center rounded-lg">
              <Rocket className="size-5" aria-hidden="true" />
            </span>
            ListingPilot
          </Link>
          <h1 className="text-lg leading-none font-semibold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </main>
  );
}
