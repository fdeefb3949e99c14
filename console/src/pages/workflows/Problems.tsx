import { ProctorError } from '@proctor/sdk';
import { FormError } from '../../components/Form';

/**
 * Why the server refused a version: its message, then every problem it listed at its path (such
 * as steps.1.input.seconds), announced at once. Any other failure is a plain form error.
 */
export function Problems({ error }: { error: unknown }) {
  if (!error) return null;
  const details = error instanceof ProctorError ? (error.details ?? []) : [];
  if (details.length === 0) return <FormError error={error} />;
  return (
    <div className="form-error workflow-problems" role="alert">
      <p>{(error as ProctorError).message}</p>
      <ul aria-label="Problems in this version">
        {details.map((detail, index) => (
          <li key={`${detail.path}-${index}`}>
            {detail.path ? <code>{detail.path}</code> : 'The version'}: {detail.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
