import type { ConnectedAppProvider } from '@proctor/sdk';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '../../components/Notice';

/** What the install's callback said, from the query string it sent the browser back with (callback.types.ts). */
type Arrival = { installed: string } | { provider: string | null; error: string; message: string | null };

function readArrival(params: URLSearchParams): Arrival | null {
  const installed = params.get('installed');
  if (installed) return { installed };
  const error = params.get('error');
  if (error) return { provider: params.get('provider'), error, message: params.get('message') };
  return null;
}

/**
 * The notice for a browser just back from a provider's consent page (?installed=slack, or
 * ?provider=slack&error=…&message=…). The query string is cleared at once, so that a reload or a
 * shared link does not announce it again; the notice stays until dismissed.
 */
export function InstallReturn({ providers }: { providers: ConnectedAppProvider[] }) {
  const [params, setParams] = useSearchParams();
  const [arrival, setArrival] = useState(() => readArrival(params));
  const pending = params.has('installed') || params.has('error');
  useEffect(() => {
    if (pending) setParams({}, { replace: true });
  }, [pending, setParams]);
  if (!arrival) return null;
  const nameOf = (provider: string | null) => providers.find((p) => p.provider === provider)?.name ?? provider ?? 'The app';
  const dismiss = () => setArrival(null);
  if ('installed' in arrival) {
    return (
      <Notice tone="ok" onDismiss={dismiss}>
        {nameOf(arrival.installed)} is connected: live requests of its kind act through it from now on.
      </Notice>
    );
  }
  return (
    <Notice tone="danger" onDismiss={dismiss}>
      {nameOf(arrival.provider)} was not connected: {arrival.message ?? 'the install did not complete'} ({arrival.error}).
    </Notice>
  );
}
