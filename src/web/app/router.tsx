import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useAuth } from '../auth/auth-provider.tsx';
import { LoginPage } from '../auth/pages/login-page.tsx';
import { AppShell } from '../components/app-shell.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';

// Each screen is its own chunk so the landing page ships none of the signed-in app.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LandingPage = named(() => import('../public/pages/landing-page.tsx'), 'LandingPage');
const PrivacyPage = named(() => import('../public/pages/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = named(() => import('../public/pages/terms-page.tsx'), 'TermsPage');
const HelpPage = named(() => import('../public/pages/help-page.tsx'), 'HelpPage');
const DashboardPage = named(() => import('../dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const SettingsPage = named(() => import('../settings/pages/settings-page.tsx'), 'SettingsPage');

function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <LoginPage />;
  return (
    <AppShell>
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </ErrorBoundary>
    </AppShell>
  );
}

function Home() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <LandingPage />;
  return (
    <Protected>
      <DashboardPage />
    </Protected>
  );
}

export function AppRouter() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/login" component={LoginPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/dashboard">
            <Protected>
              <DashboardPage />
            </Protected>
          </Route>
          <Route path="/settings">
            <Protected>
              <SettingsPage />
            </Protected>
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
