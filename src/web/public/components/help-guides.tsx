import { BookOpen } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { GUIDES } from '../help-content.ts';

export function HelpGuides() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {GUIDES.map((guide) => (
        <Card key={guide.title}>
          <CardHeader>
            <span className="bg-primary/10 text-primary mb-2 flex size-10 items-center justify-center rounded-lg">
              <BookOpen className="size-5" aria-hidden="true" />
            </span>
            <CardTitle>{guide.title}</CardTitle>
            <CardDescription>{guide.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3 text-sm">
              {guide.steps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="bg-muted flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold">
                    {i + 1}
                  </span>
                  <span className="text-muted-foreground">{step}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
