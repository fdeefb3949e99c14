import { useState } from 'react';

/** Copies text: the Clipboard API where the page may use it, else selecting it for Ctrl+C. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'select' | undefined>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('select');
    }
  };
  return (
    <button type="button" className="secondary" onClick={() => void copy()} aria-label={`Copy ${label}`}>
      {copied === 'yes' ? 'Copied' : copied === 'select' ? 'Select and copy by hand' : 'Copy'}
    </button>
  );
}
