import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { useAuth } from '../auth/index.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { getToken } from '../lib/token-store.ts';
import { AuthFrame, ShellFrame } from './loading-frames.tsx';

// Each screen is its own chunk so the landing page ships none of the signed-in app.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

// The signed-in shell (menus, dialogs) stays out of the visitor's first download.
const loadAppShell = () => import('./shell/app-shell.tsx');
const AppShell = lazy(async () => ({ default: (await loadAppShell()).AppShell }));
// A token stored at start means the shell comes next: fetch it while the session is checked.
if (getToken()) void loadAppShell();
// The login form (zod, react-hook-form) stays out of the entry chunk the landing page needs.
const LoginPage = named(() => import('../auth/pages/login-page.tsx'), 'LoginPage');
const ForgotPasswordPage = named(() => import('../auth/pages/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = named(() => import('../auth/pages/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = named(() => import('../auth/pages/verify-email-page.tsx'), 'VerifyEmailPage');
const LandingPage = named(() => import('../public/pages/landing-page.tsx'), 'LandingPage');
const PrivacyPage = named(() => import('../public/pages/privacy-page.tsx'), 'PrivacyPage');
const TermsPage = named(() => import('../public/pages/terms-page.tsx'), 'TermsPage');
const HelpPage = named(() => import('../public/pages/help-page.tsx'), 'HelpPage');
const ContactSalesPage = named(() => import('../public/pages/contact-sales-page.tsx'), 'ContactSalesPage');
const DashboardPage = named(() => import('../dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const ListingsPage = named(() => import('../listings/pages/listings-page.tsx'), 'ListingsPage');
const ListingDetailPage = named(() => import('../listings/pages/listing-detail-page.tsx'), 'ListingDetailPage');
const SettingsPage = named(() => import('../settings/pages/settings-page.tsx'), 'SettingsPage');
const OptimizePage = named(() => import('../optimize/pages/optimize-page.tsx'), 'OptimizePage');
const OptimizePickerPage = named(() => import('../listings/pages/optimize-picker-page.tsx'), 'OptimizePickerPage');
const FaqPage = named(() => import('../faqs/pages/faq-page.tsx'), 'FaqPage');
const FaqPickerPage = named(() => import('../listings/pages/faq-picker-page.tsx'), 'FaqPickerPage');
const EnhancedContentPage = named(() => import('../aplus/pages/enhanced-content-page.tsx'), 'EnhancedContentPage');
const BatchPage = named(() => import('../batch/pages/batch-page.tsx'), 'BatchPage');
const PerformancePage = named(() => import('../performance/pages/performance-page.tsx'), 'PerformancePage');
const AlertsPage = named(() => import('../alerts/pages/alerts-page.tsx'), 'AlertsPage');

/** The sign-in form, framed at once while its code loads. */
function SignIn() {
  return (
    <Suspense fallback={<AuthFrame />}>
      <LoginPage />
    </Suspense>
  );
}

function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <ShellFrame />;
  if (!user) return <SignIn />;
  return (
    <Suspense fallback={<ShellFrame />}>
      <AppShell>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </AppShell>
    </Suspense>
  );
}

function Home() {
  const { user, isLoading } = useAuth();
  // A stored token means a signed-in user is most likely coming back: their shell's frame, not a blank page.
  if (isLoading) return getToken() ? <ShellFrame /> : <PageLoading />;
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
          <Route path="/login" component={SignIn} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/contact-sales" component={ContactSalesPage} />
          <Route path="/dashboard">
            <Protected>
              <DashboardPage />
            </Protected>
          </Route>
          <Route path="/listings">
            <Protected>
              <ListingsPage />
            </Protected>
          </Route>
          <Route path="/listings/:id/performance">
            <Protected>
              <PerformancePage />
            </Protected>
          </Route>
          <Route path="/listings/:id">
            <Protected>
              <ListingDetailPage />
            </Protected>
          </Route>
          <Route path="/optimize/:id">
            <Protected>
              <OptimizePage />
            </Protected>
          </Route>
          <Route path="/optimize">
            <Protected>
              <OptimizePickerPage />
            </Protected>
          </Route>
          <Route path="/faq-generator/:id">
            <Protected>
              <FaqPage />
            </Protected>
          </Route>
          <Route path="/faq-generator">
            <Protected>
              <FaqPickerPage />
            </Protected>
          </Route>
          <Route path="/enhanced-content/:id">
            <Protected>
              <EnhancedContentPage />
            </Protected>
          </Route>
          <Route path="/batch/:jobId">
            <Protected>
              <BatchPage />
            </Protected>
          </Route>
          <Route path="/alerts">
            <Protected>
              <AlertsPage />
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
