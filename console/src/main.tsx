import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { isSignedOut } from './lib/api';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // The SDK already retries what is worth retrying; a refused or invalid call is final.
    queries: { retry: false, staleTime: 5_000 },
  },
});

// A session that ends while the console is open (logout elsewhere, expiry): back to the login page.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'error' && isSignedOut(event.action.error) && !location.pathname.startsWith('/login')) {
    void router.navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
