import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from './ui/card.tsx';

export function NotFoundPage() {
  return (
    <main className="bg-background flex min-h-screen w-full items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="text-destructive size-8" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground mt-4 text-sm">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </main>
  );
}
