import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isCheckoutRedirect } from '#core/api/billing';
import { CREDIT_MEANING, PLANS, formatQuota, getPlan } from '#core/plans/catalog';
import { TIERS, type Tier } from '#core/plans/tiers';
import { AlertMailSettings } from '../../alerts/index.ts';
import { useAuth } from '../../auth/index.ts';
import { ContactSalesDialog } from '../../sales/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { UsageBar } from '../../components/usage-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { publicConfigQueryOptions } from '../../lib/public-config.ts';
import { upgradeSubscription } from '../api.ts';
import { rememberCheckoutTier } from '../checkout-return.ts';
import { useCheckoutReturn } from '../hooks/use-checkout-return.ts';
import { PlanOption } from '../components/plan-option.tsx';
import { AccountSecuritySection } from '../components/account-security-section.tsx';
import { PlanMarketplaceCard } from '../components/plan-marketplace-card.tsx';

export function SettingsPage() {
  const { user, refresh } = useAuth();
  // The selection starts at the current tier, and follows it (a plan bought through
  // Stripe lands after the page loaded) until the user picks one.
  const [picked, setPicked] = useState<Tier | null>(null);
  const selected = picked ?? user?.tier ?? 'free';
  const [isRedirecting, setIsRedirecting] = useState(false);
  useCheckoutReturn();
  const publicConfig = useQuery(publicConfigQueryOptions());
  const upgrade = useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: async (result, tier) => {
      if (isCheckoutRedirect(result)) {
        // The plan changes when Stripe confirms the payment (webhook), not now.
        rememberCheckoutTier(tier);
        setIsRedirecting(true);
        window.location.assign(result.checkoutUrl);
        return;
      }
      const previous = user?.tier ?? 'free';
      await refresh();
      const verb = TIERS.indexOf(tier) >= TIERS.indexOf(previous) ? 'upgraded' : 'changed';
      toast({ title: 'Subscription updated', description: `Your subscription has been ${verb} to ${getPlan(tier).name}` });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to upgrade subscription') });
    },
  });
  if (!user) return null;

  const current = getPlan(user.tier);
  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground mt-1 text-sm">Manage your account and subscription.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>Your sign-in details.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="settings-username">Username</Label>
              <Input id="settings-username" value={user.username} readOnly className="bg-muted/50" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="settings-email">Email</Label>
              <Input id="settings-email" value={user.email} readOnly className="bg-muted/50" />
            </div>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Current plan</CardTitle>
            <CardDescription>Credits reset every month.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-2xl font-bold" data-testid="current-plan">
                {current.name}
              </p>
              <Badge variant="secondary">{current.price}</Badge>
            </div>
            <UsageBar usageCount={user.usageCount} usageLimit={user.usageLimit} label={formatQuota(user.usageLimit)} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Plans</CardTitle>
          <CardDescription>
            Choose the plan that fits your catalogue. A downgrade keeps your data; features outside the new plan lock at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div role="radiogroup" aria-label="Plans" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {PLANS.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                isSelected={selected === plan.id}
                isCurrent={user.tier === plan.id}
                disabled={upgrade.isPending || isRedirecting}
                onSelect={() => setPicked(plan.id)}
              />
            ))}
          </div>
          <p className="text-muted-foreground mt-4 text-xs">{CREDIT_MEANING}</p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">
            {selected === user.tier
              ? `You are on the ${current.name} plan.`
              : selected === 'enterprise'
                ? 'Enterprise plans are tailored by our sales team.'
                : `Switch to ${getPlan(selected).name} for ${getPlan(selected).price}.`}
          </p>
          {selected === 'enterprise' && user.tier !== 'enterprise' ? (
            <ContactSalesDialog defaultName={user.username} defaultEmail={user.email} />
          ) : (
            <Button
              disabled={selected === user.tier || upgrade.isPending || isRedirecting}
              onClick={() => upgrade.mutate(selected)}
            >
              {isRedirecting ? 'Redirecting to checkout...' : upgrade.isPending ? 'Upgrading...' : 'Upgrade Subscription'}
            </Button>
          )}
        </CardFooter>
      </Card>
      <PlanMarketplaceCard tier={user.tier} />
      <AccountSecuritySection username={user.username} googleAvailable={publicConfig.data?.googleSignIn ?? false} />
      <AlertMailSettings />
    </div>
  );
}
