import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AccountDeleteDialog } from './account-delete-dialog.tsx';
import { AccountEmailForm } from './account-email-form.tsx';
import { AccountExportButton } from './account-export-button.tsx';
import { AccountGoogleSection } from './account-google-section.tsx';
import { AccountPasswordForm } from './account-password-form.tsx';
import { accountSecurityQueryOptions } from './account-api.tsx';
import { ReauthProvider } from './reauth-dialog.tsx';

/** Settings → Account security: password, email, Google, data export and account deletion. */
export function AccountSecuritySection({ username, googleAvailable }: { username: string; googleAvailable: boolean }) {
  const security = useQuery(accountSecurityQueryOptions());
  return (
    <ReauthProvider security={security.data}>
      <Card>
        <CardHeader>
          <CardTitle>Account security</CardTitle>
          <CardDescription>
            Change your password or email, link Google, download your data, or delete your account.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <section className="grid gap-3" aria-labelledby="account-password-heading">
            <h3 id="account-password-heading" className="font-semibold">
              {security.data?.hasPassword === false ? 'Set a password' : 'Change password'}
            </h3>
            {security.data ? (
              <AccountPasswordForm hasPassword={security.data.hasPassword} />
            ) : security.isError ? (
              <LoadError
                className="items-start text-left"
                message="We couldn't load your password settings."
                onRetry={() => void security.refetch()}
                isRetrying={security.isFetching}
              />
            ) : (
              <Skeleton className="h-32 sm:max-w-sm" />
            )}
          </section>
          <section className="grid gap-3" aria-labelledby="account-email-heading">
            <h3 id="account-email-heading" className="font-semibold">
              Change email
            </h3>
            {security.data && !security.data.emailVerified && (
              <p className="text-muted-foreground text-sm">Your current email address is not verified.</p>
            )}
            <AccountEmailForm />
          </section>
          {(googleAvailable || security.data?.google.linked) && (
            <section className="grid gap-3" aria-labelledby="account-google-heading">
              <h3 id="account-google-heading" className="font-semibold">
                Google
              </h3>
              {security.data ? (
                <AccountGoogleSection security={security.data} />
              ) : (
                !security.isError && <Skeleton className="h-16 sm:max-w-sm" />
              )}
            </section>
          )}
          <section className="grid gap-3" aria-labelledby="account-export-heading">
            <h3 id="account-export-heading" className="font-semibold">
              Your data
            </h3>
            <p className="text-muted-foreground text-sm">
              A JSON file with your account, listings, versions, reviews, FAQs and A+ drafts.
            </p>
            <div>
              <AccountExportButton />
            </div>
          </section>
          <section className="grid gap-3" aria-labelledby="account-delete-heading">
            <h3 id="account-delete-heading" className="text-destructive font-semibold">
              Delete account
            </h3>
            <p className="text-muted-foreground text-sm">
              Deletes everything of yours. Export your data first if you want to keep it.
            </p>
            <div>
              {security.data ? (
                <AccountDeleteDialog username={username} security={security.data} />
              ) : (
                security.isError && <p className="text-muted-foreground text-sm">Available once your account settings load.</p>
              )}
            </div>
          </section>
        </CardContent>
      </Card>
    </ReauthProvider>
  );
}
