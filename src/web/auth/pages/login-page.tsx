import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { LoginSchema, RegisterFormSchema, type LoginInput, type RegisterForm } from '#core/schemas';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { FormField } from '../../components/form-field.tsx';
import { PasswordStrength, refusalOf, usePasswordVerdict } from '../../components/password-strength.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { publicConfigQueryOptions } from '../../lib/public-config.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../auth-provider.tsx';
import * as api from '../api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { GoogleButton } from '../components/google-button.tsx';

export function LoginPage() {
  // "Start Free Trial" and "Get Started" link here with ?tab=register: they open Create Account.
  const [tab, setTab] = useState<'login' | 'register'>(() =>
    new URLSearchParams(window.location.search).get('tab') === 'register' ? 'register' : 'login',
  );
  const [busy, setBusy] = useState<'login' | 'register' | 'google' | null>(null);
  // A toast fades; the reason a sign-in failed stays under the form until the next try.
  const [loginError, setLoginError] = useState<string | null>(null);
  const { setSession } = useAuth();
  const [, navigate] = useLocation();
  const config = useQuery(publicConfigQueryOptions());

  const loginForm = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { username: '', password: '' } });
  const registerForm = useForm<RegisterForm>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const [newUsername, newEmail, newPassword] = useWatch({
    control: registerForm.control,
    name: ['username', 'email', 'password'],
  });
  const verdict = usePasswordVerdict(newPassword, { username: newUsername, email: newEmail });

  async function handleLogin(values: LoginInput) {
    setBusy('login');
    setLoginError(null);
    try {
      setSession(await api.login(values));
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
      navigate(paths.home);
    } catch (error) {
      const message = errorMessage(error, 'Please check your credentials and try again.');
      setLoginError(message);
      toast({ variant: 'destructive', title: 'Login failed', description: message });
    } finally {
      setBusy(null);
    }
  }

  async function handleRegister({ confirmPassword: _confirm, ...values }: RegisterForm) {
    // The server would refuse it with the same message; saying so here saves the round trip.
    const refusal = refusalOf(verdict, values.password);
    if (refusal) {
      registerForm.setError('password', { message: refusal }, { shouldFocus: true });
      return;
    }
    setBusy('register');
    try {
      setSession(await api.register(values));
      toast({ title: 'Account created', description: 'Your account has been successfully created.' });
      navigate(paths.home);
    } catch (error) {
      // A refused password (or a taken name or address) belongs under its field, where it stays.
      for (const issue of error instanceof ApiError ? error.issues : []) {
        if (issue.path === 'password' || issue.path === 'username' || issue.path === 'email')
          registerForm.setError(issue.path, { message: issue.message });
      }
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: errorMessage(error, 'Please check your information and try again.'),
      });
    } finally {
      setBusy(null);
    }
  }

  const disabled = busy !== null;
  return (
    <AuthCard
      title={tab === 'login' ? 'Sign in to your account' : 'Create your account'}
      description="Optimize your Amazon listings with AI"
    >
      {config.data?.googleSignIn && (
        <>
          <GoogleButton
            disabled={disabled}
            busy={busy === 'google'}
            onBusyChange={(b) => setBusy(b ? 'google' : null)}
            onSignedIn={() => navigate(paths.home)}
          />
          <div className="text-muted-foreground relative text-center text-xs uppercase">
            <span className="absolute inset-x-0 top-1/2 border-t" aria-hidden="true" />
            <span className="bg-card relative px-2">or continue with email</span>
          </div>
        </>
      )}
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'login' | 'register')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login" disabled={disabled}>
            Sign In
          </TabsTrigger>
          <TabsTrigger value="register" disabled={disabled}>
            Create Account
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <form className="grid gap-4" noValidate onSubmit={loginForm.handleSubmit(handleLogin)}>
            <FormField form={loginForm} name="username" label="Username" autoComplete="username" disabled={disabled} />
            <FormField
              form={loginForm}
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              disabled={disabled}
            />
            <div className="flex justify-end">
              <Link className="text-primary text-sm hover:underline" href={paths.forgotPassword}>
                Forgot password?
              </Link>
            </div>
            {loginError ? (
              <p role="alert" className="text-destructive text-sm">
                {loginError}
              </p>
            ) : null}
            <Button type="submit" disabled={disabled} className="w-full">
              {busy === 'login' ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="register">
          <form className="grid gap-4" noValidate onSubmit={registerForm.handleSubmit(handleRegister)}>
            <FormField form={registerForm} name="username" label="Username" autoComplete="username" disabled={disabled} />
            <FormField form={registerForm} name="email" label="Email" type="email" autoComplete="email" disabled={disabled} />
            <FormField
              form={registerForm}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              disabled={disabled}
            />
            <PasswordStrength verdict={verdict} showMessage={!registerForm.formState.errors.password} />
            <FormField
              form={registerForm}
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              disabled={disabled}
            />
            <Button type="submit" disabled={disabled} className="w-full">
              {busy === 'register' ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
        </TabsContent>
      </Tabs>
      <p className="text-muted-foreground text-center text-xs">
        By continuing you agree to our{' '}
        <Link href={paths.terms} className="underline">
          Terms
        </Link>{' '}
        and{' '}
        <Link href={paths.privacy} className="underline">
          Privacy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
