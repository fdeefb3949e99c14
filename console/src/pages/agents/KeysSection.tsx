import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, FormError } from '../../components/Form';
import { Section } from '../../components/Page';
import { ShownOnce } from '../../components/ShownOnce';
import { api } from '../../lib/api';

type Mode = 'live' | 'test';

/**
 * Rotating a key: the new one is shown once, and the old one is refused from that moment, which
 * is why each rotation asks first.
 */
export function KeysSection({ agentId }: { agentId: string }) {
  const [shown, setShown] = useState<{ mode: Mode; key: string }>();
  const rotate = useMutation({
    mutationFn: (mode: Mode) => api.agents.rotateKey(agentId, { mode }).then((answer) => ({ mode, key: answer.api_key })),
    onSuccess: setShown,
  });
  return (
    <Section title="Keys">
      <p className="hint">
        Keys are shown only when made. The live key runs requests on real providers, paid from the workspace balance; the test key
        runs them on sandbox adapters at no cost. Rotate a key that may have leaked, or was lost: the old one stops working at once.
      </p>
      {shown && (
        <ShownOnce secrets={[{ label: `New ${shown.mode} key`, value: shown.key }]} onDone={() => setShown(undefined)} />
      )}
      <div className="actions">
        <ConfirmButton
          label="Rotate live key"
          confirmLabel="Rotate: the old live key stops working"
          pending={rotate.isPending}
          onConfirm={() => rotate.mutate('live')}
        />
        <ConfirmButton
          label="Rotate test key"
          confirmLabel="Rotate: the old test key stops working"
          pending={rotate.isPending}
          onConfirm={() => rotate.mutate('test')}
        />
      </div>
      <FormError error={rotate.error} />
    </Section>
  );
}
