import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, ShieldPlus, Wand2 } from 'lucide-react';
import {
  CONNECT_AMAZON_BUTTON_ID,
  useListingsSync,
  ConnectAmazonButton,
  ConnectionCard,
  SellerSwitchDialog,
} from '../../amazon/index.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../auth/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { HealthScoreBar } from '../../health/index.ts';
import { cn } from '../../lib/cn.ts';
import { listingsSummaryQueryOptions } from '../../listings/index.ts';
import { HealthDistributionChart } from '../components/health-distribution-chart.tsx';
import { RecentListingsCard } from '../components/recent-listings-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { ChangesCard } from '../../performance/index.ts';
import { useConnectionResultToast } from '../hooks/use-connection-result-toast.ts';
import { greeting } from '../greeting.ts';

export function DashboardPage() {
  const { user } = useAuth();
  const sync = useListingsSync();
  useConnectionResultToast(sync.start);
  const summary = useQuery(listingsSummaryQueryOptions());
  const data = summary.data;
  const isLoading = summary.isPending;
  // The alert below offers Try again; the cards only must not pass a failure off as "no listings".
  const isUnavailable = summary.isError && data === undefined;

  const optimizedShare = data && data.total > 0 ? Math.round((data.optimized / data.total) * 100) : 0;
  const usageCount = user?.usageCount ?? 0;
  const usageLimit = user?.usageLimit ?? null;
  const usagePercent = usageLimit ? Math.min(100, Math.round((usageCount / usageLimit) * 100)) : 0;

  return (
    <div className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:p-8">
      <SellerSwitchDialog />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
          <p className="text-muted-foreground mt-1 text-sm">
            {user ? `${greeting(user.createdAt, new Date())}, ${user.username}. ` : ''}Here's how your Amazon listings are doing.
          </p>
        </div>
        <ConnectAmazonButton
          id={CONNECT_AMAZON_BUTTON_ID}
          label="Connect Amazon Account"
          size="default"
          whenConnected="disabled"
          className="w-full sm:w-auto"
        />
      </div>

      {summary.isError && (
        <div
          role="alert"
          className="border-destructive/40 bg-destructive/5 flex flex-col items-start gap-2 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>We couldn't load your listing stats.</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      )}

      <section aria-label="Summary" className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <StatCard
          title="Average Listing Health"
          value={
            data?.averageScore == null ? (
              <span className="text-muted-foreground text-xl sm:text-2xl">Not available</span>
            ) : (
              <>
                {data.averageScore}
                <span className="text-muted-foreground text-base font-medium">/100</span>
              </>
            )
          }
          icon={ShieldPlus}
          color="primary"
          action={{ label: 'View listings', href: paths.listings }}
          isLoading={isLoading}
          isUnavailable={isUnavailable}
        >
          {data?.averageScore == null ? (
            <p className="text-muted-foreground text-xs">Import listings to see their health.</p>
          ) : (
            <div className="grid gap-1.5">
              <HealthScoreBar score={data.averageScore} label="Average listing health" className="h-1.5" />
              <p className="text-muted-foreground text-xs">Across all analyzed listings</p>
            </div>
          )}
        </StatCard>

        <StatCard
          title="Optimized Listings"
          value={
            <>
              {(data?.optimized ?? 0).toLocaleString()}
              <span className="text-muted-foreground text-base font-medium">/{(data?.total ?? 0).toLocaleString()}</span>
            </>
          }
          icon={Wand2}
          color="amber"
          action={{ label: 'Optimize listings', href: `${paths.listings}?sort=score_asc` }}
          isLoading={isLoading}
          isUnavailable={isUnavailable}
        >
          <div className="grid gap-1.5">
            <Progress
              value={optimizedShare}
              aria-label="Share of optimized listings"
              className="h-1.5"
              indicatorClassName="bg-amber-500"
            />
            <p className="text-muted-foreground text-xs">
              {/* What the count is: the title alone could mean "rewritten by AI". */}
              {data && data.total > 0
                ? `Listings with a health score of 80 or more (${optimizedShare}%)`
                : 'Listings with a health score of 80 or more'}
            </p>
          </div>
        </StatCard>

        <StatCard
          title="Subscription Usage"
          value={
            <>
              {usageCount.toLocaleString()}
              <span className="text-muted-foreground text-base font-medium">
                /{usageLimit === null ? 'Unlimited' : usageLimit.toLocaleString()} credits
              </span>
            </>
          }
          icon={BadgeCheck}
          color="green"
          action={{ label: 'Upgrade plan', href: paths.settings }}
        >
          <div className="grid gap-1.5">
            <Progress
              value={usageLimit === null ? 100 : usagePercent}
              aria-label="Credits used"
              className="h-1.5"
              indicatorClassName={cn(
                'bg-emerald-500',
                usagePercent >= 90 && 'bg-destructive',
                usagePercent >= 70 && usagePercent < 90 && 'bg-warning',
              )}
            />
            <p className="text-muted-foreground text-xs">
              {usageLimit === null ? 'Unlimited credits on your plan' : `${usagePercent}% of this month's credits used`}
            </p>
          </div>
        </StatCard>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <ConnectionCard />
        <div className="lg:col-span-2 [&>*]:h-full">
          <HealthDistributionChart bands={data?.bands} total={data?.total ?? 0} isUnavailable={isUnavailable} />
        </div>
      </div>

      <ChangesCard />

      <RecentListingsCard listings={data?.recent} isLoading={isLoading} isUnavailable={isUnavailable} sync={sync} />
    </div>
  );
}
