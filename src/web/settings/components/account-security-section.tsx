import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { AccountDeleteDialog } from './account-delete-dialog.tsx';
import { AccountExportButton } from './account-export-button.tsx';
import { AccountPasswordForm } from './account-password-form.tsx';
import { accountSecurityQueryOptions } from './account-api.tsx';

/** Settings → Account security: password, data export and account deletion (issue 10). */
export function AccountSecuritySection({ username }: { username: string }) {
  const security = useQuery(accountSecurityQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account security</CardTitle>
        <CardDescription>Change your password, download your data, or delete your account.</CardDescription>
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
        <section className="grid gap-3" aria-labelledby="account-export-heading">
          <h3 id="account-export-heading" className="font-semibold">
            Your data
          </h3>
          <p className="text-sm text-muted-foreground">A JSON file with your account, listings, versions, reviews, FAQs and A+ drafts.</p>
          <div>
            <AccountExportButton />
          </div>
        </section>
        <section className="grid gap-3" aria-labelledby="account-delete-heading">
          <h3 id="account-delete-heading" className="font-semibold text-destructive">
            Delete account
          </h3>
          <p className="text-sm text-muted-foreground">Deletes everything of yours. Export your data first if you want to keep it.</p>
          <div>
            {security.data ? (
              <AccountDeleteDialog username={username} hasPassword={security.data.hasPassword} />
            ) : (
              security.isError && <p className="text-sm text-muted-foreground">Available once your account settings load.</p>
            )}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
