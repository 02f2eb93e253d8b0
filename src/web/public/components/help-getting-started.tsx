import { Clock, PlayCircle, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { QUICK_START_STEPS, VIDEO_TUTORIALS } from '../help-content.ts';

export function HelpGettingStarted() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Rocket className="text-primary size-5" aria-hidden="true" /> Quick Start Guide
          </CardTitle>
          <CardDescription>Get up and running in 5 minutes.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {QUICK_START_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold">
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium">{step.title}</p>
                  <p className="text-muted-foreground text-sm">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <Button asChild className="mt-6 w-full sm:w-auto">
            <Link href={paths.login}>Start Quick Setup</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PlayCircle className="text-primary size-5" aria-hidden="true" /> Video Tutorials
          </CardTitle>
          <CardDescription>Short walkthroughs of every screen.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-1 gap-3">
            {VIDEO_TUTORIALS.map((video) => (
              <li key={video.title} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{video.title}</p>
                  <p className="text-muted-foreground flex items-center gap-1 text-xs">
                    <Clock className="size-3" aria-hidden="true" /> {video.minutes} min
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Watch ${video.title} (${video.minutes} min)`}
                  // The recordings are not published yet; say so instead of doing nothing.
                  onClick={() =>
                    toast({
                      title: 'Coming soon',
                      description: 'Video tutorials are being recorded and will be available shortly.',
                    })
                  }
                >
                  <PlayCircle aria-hidden="true" /> Watch
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
