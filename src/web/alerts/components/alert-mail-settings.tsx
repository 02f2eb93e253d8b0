import { useQuery } from '@tanstack/react-query';
import type { AlertMailSettings as Settings } from '#core/api/alerts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { alertSettingsQueryOptions, useSaveAlertSettings } from '../api.ts';

/** Settings → Alert mail: critical alerts at once, the rest as a daily digest; each can be turned off. */
export function AlertMailSettings() {
  const settings = useQuery(alertSettingsQueryOptions());
  const save = useSaveAlertSettings();
  const current = settings.data;
  const toggle = (key: keyof Settings) => (on: boolean) => current && save.mutate({ ...current, [key]: on });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Alert mail</CardTitle>
        <CardDescription>
          Mail goes only to a verified address. Every alert mail has a one-click unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id="alert-mail-critical"
            checked={current?.critical ?? false}
            disabled={!current}
            onCheckedChange={toggle('critical')}
          />
          <Label htmlFor="alert-mail-critical">Mail critical alerts at once</Label>
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id="alert-mail-digest"
            checked={current?.digest ?? false}
            disabled={!current}
            onCheckedChange={toggle('digest')}
          />
          <Label htmlFor="alert-mail-digest">Mail the other alerts as a daily digest</Label>
        </div>
      </CardContent>
    </Card>
  );
}
