import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AuthResponse, User } from '#core/api/auth';
import { getTokenIssuedAt, setToken } from '../lib/token-store.ts';
import { isRotationDue, ROTATION_CHECK_MS } from './rotation-schedule.ts';
import { authKeys, meQueryOptions } from './session-query.ts';

type AuthContextValue = {
  user: User | null;
  isLoading: boolean;
  /** Stores the token and user of a login, registration or Google sign-in. */
  setSession(response: AuthResponse): void;
  logout(): Promise<void>;
  refresh(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const isSignedIn = Boolean(me.data);
  // While signed in, a token that is due is rotated through the user fetch (session-rotation.ts).
  useEffect(() => {
    if (!isSignedIn) return;
    const timer = setInterval(() => {
      if (isRotationDue(getTokenIssuedAt(), Date.now()))
        void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    }, ROTATION_CHECK_MS);
    return () => clearInterval(timer);
  }, [isSignedIn, queryClient]);
  const value = useMemo<AuthContextValue>(
    () => ({
      user: me.data ?? null,
      isLoading: me.isPending,
      setSession(response) {
        setToken(response.token);
        queryClient.setQueryData(meQueryOptions().queryKey, response.user);
      },
      async logout() {
        await (await import('./api.ts')).logout();
        setToken(null);
        queryClient.setQueryData(meQueryOptions().queryKey, null);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      },
      async refresh() {
        await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      },
    }),
    [me.data, me.isPending, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
