import { Download, Loader2, MessageCircleQuestion, RefreshCw, ShieldCheck, Sparkles, Store } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { marketplacesOf } from '#core/marketplaces';
import { REGION_NAMES, type Region } from '#core/regions';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { returnFocus } from '../../lib/return-focus.ts';
import { useConsentRedirect } from '../api.ts';

const PROMISES = [
  { icon: Download, text: 'Import all your product listings' },
  { icon: Sparkles, text: 'Optimize titles, bullets and descriptions with AI' },
  { icon: RefreshCw, text: 'Push updates back to Amazon in one click' },
  { icon: MessageCircleQuestion, text: 'Generate FAQs from customer reviews' },
] as const;

/** Regions ListingPilot has marketplaces in; a region without any could connect nothing. */
const CONNECTABLE_REGIONS: readonly { id: Region; label: string; hint: string }[] = (
  [
    { id: 'NA', label: REGION_NAMES.NA, hint: 'Amazon.com' },
    { id: 'EU', label: REGION_NAMES.EU, hint: 'UK, DE, FR, IT, ES' },
    { id: 'FE', label: REGION_NAMES.FE, hint: 'Japan, Australia, Singapore' },
  ] as const
).filter((r) => marketplacesOf(r.id).length > 0);

/** The regions that can still be connected: Connect another region, and what its dialog offers. */
export function unconnectedRegions(connected: readonly Region[]): typeof CONNECTABLE_REGIONS {
  return CONNECTABLE_REGIONS.filter((r) => !connected.includes(r.id));
}

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog (not a DialogTrigger): focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Regions already connected: not offered again (each has its own Reconnect). */
  connectedRegions?: readonly Region[];
};

/** Connect dialog: what connecting gives, the region, then Amazon's consent page. */
export function ConnectDialog({ open, onOpenChange, returnFocusRef, connectedRegions = [] }: Props) {
  const regions = unconnectedRegions(connectedRegions);
  const [chosen, setRegion] = useState<Region | null>(null);
  const region = chosen && regions.some((r) => r.id === chosen) ? chosen : (regions[0]?.id ?? 'NA');
  const connect = useConsentRedirect();
  const isBusy = connect.isPending || connect.isRedirecting;

  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={(event) => returnFocus(event, returnFocusRef.current)}>
        <DialogHeading
          className="items-center text-center sm:items-start sm:text-left"
          title="Amazon Seller Central"
          description="Connect your seller account to bring your listings into ListingPilot."
        >
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-[#ff9900]/15 text-[#c45500] dark:text-[#ffb84d]">
            <Store className="size-6" aria-hidden="true" />
          </span>
        </DialogHeading>

        <ul className="grid gap-2.5" aria-label="What you get">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm">
              <span className="bg-primary/10 text-primary flex size-7 shrink-0 items-center justify-center rounded-md">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>

        <fieldset className="grid gap-2" disabled={isBusy}>
          <legend className="mb-2 text-sm font-medium">Marketplace region</legend>
          <div className="grid grid-cols-2 gap-2">
            {regions.map((r) => (
              <label
                key={r.id}
                className={cn(
                  'has-[:focus-visible]:outline-ring flex cursor-pointer items-start gap-2.5 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2',
                  region === r.id ? 'border-primary bg-primary/5' : 'hover:bg-accent/50',
                )}
              >
                <input
                  type="radio"
                  name="amazon-region"
                  value={r.id}
                  checked={region === r.id}
                  onChange={() => setRegion(r.id)}
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{r.label}</span>
                  <span className="text-muted-foreground text-xs">{r.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <p className="bg-muted/60 text-muted-foreground flex gap-2.5 rounded-lg p-3 text-xs leading-relaxed">
          <ShieldCheck className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            We use Amazon's official Selling Partner API. ListingPilot cannot change your account settings or make purchases, and
            changes to your listings are applied only after your approval.
          </span>
        </p>

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            onClick={() => connect.start(region)}
            disabled={isBusy}
            className="bg-[#ff9900] text-[#0f1111] hover:bg-[#f08804]"
          >
            {isBusy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {connect.isRedirecting ? 'Redirecting...' : connect.isPending ? 'Preparing...' : 'Connect with Amazon'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
