import { CopyButton } from '../../components/CopyButton';

/** A webhook trigger's fire URL, with a copy button named for the trigger (`of`) where several are shown. */
export function FireUrl({ url, of }: { url: string; of?: string }) {
  return (
    <span className="fire-url">
      <code>{url}</code> <CopyButton text={url} label={of ? `fire URL of ${of}` : 'fire URL'} />
    </span>
  );
}
