import { Activity, Mail, MessageSquare } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { SYSTEM_STATUS } from '../help-content.ts';

const SUPPORT_EMAIL = 'support@listingpilot.app';

export function HelpSupport() {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <span className="bg-primary/10 text-primary mb-2 flex size-10 items-center justify-center rounded-lg">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Email Support</CardTitle>
          <CardDescription>Response within 24 hours</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground text-sm">
            Send us your question with your username and the ASIN involved and we'll get back to you.
          </p>
          <Button asChild variant="outline" className="mt-4 w-full">
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <span className="bg-primary/10 text-primary mb-2 flex size-10 items-center justify-center rounded-lg">
            <MessageSquare className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>Live Chat</CardTitle>
          <CardDescription>Available 9 AM to 6 PM EST</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground text-sm">Chat with a listing specialist in real time, Monday to Friday.</p>
          <Button
            className="mt-4 w-full"
            onClick={() =>
              toast({
                title: 'Live chat',
                description: `Live chat opens 9 AM to 6 PM EST. Outside those hours, email ${SUPPORT_EMAIL}.`,
              })
            }
          >
            Start Chat
          </Button>
        </CardContent>
      </Card>
      <Card className="md:col-span-2 lg:col-span-1">
        <CardHeader>
          <span className="bg-success/15 text-success mb-2 flex size-10 items-center justify-center rounded-lg">
            <Activity className="size-5" aria-hidden="true" />
          </span>
          <CardTitle>System Status</CardTitle>
          <CardDescription>All systems operational</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {SYSTEM_STATUS.map((service) => (
              <li key={service} className="flex items-center justify-between gap-2">
                <span>{service}</span>
                <span className="text-success flex items-center gap-1.5 text-xs font-medium">
                  <span className="bg-success size-2 rounded-full" aria-hidden="true" /> Operational
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
