import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthProvider } from '../auth/index.ts';
import { Toaster } from '../components/ui/toast.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../theme/index.ts';
import { AppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <AppRouter />
          <Toaster />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
