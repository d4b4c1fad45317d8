import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider client={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
