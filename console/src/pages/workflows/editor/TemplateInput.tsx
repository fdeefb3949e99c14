import { useRef, useState } from 'react';
import { openTemplate } from './templates';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The templates this field may hold (templatesFor). */
  templates: string[];
  multiline: boolean;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * A text field that offers templates as they are typed: after "${", the templates this step may
 * read that start with what follows, as buttons (reached with Tab) that complete it.
 */
export function TemplateInput({ id, value, onChange, templates, multiline, describedBy, invalid }: Props) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number>();
  const typed = caret === undefined ? undefined : openTemplate(value.slice(0, caret));
  const offered = typed === undefined ? [] : templates.filter((template) => template.startsWith(typed) && template !== typed);
  const complete = (template: string) => {
    const at = caret ?? value.length;
    const start = at - typed!.length;
    const next = `${value.slice(0, start)}${template}${value.slice(at)}`;
    onChange(next);
    setCaret(undefined);
    const end = start + template.length;
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(end, end);
    });
  };
  const common = {
    ref,
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    spellCheck: false,
    onChange: (event: { target: { value: string; selectionStart: number | null } }) => {
      onChange(event.target.value);
      setCaret(event.target.selectionStart ?? undefined);
    },
    onSelect: (event: { currentTarget: { selectionStart: number | null } }) => setCaret(event.currentTarget.selectionStart ?? undefined),
  };
  return (
    <>
      {multiline ? <textarea {...common} rows={3} /> : <input type="text" {...common} />}
      {offered.length > 0 && (
        <ul className="template-suggestions" aria-label="Template suggestions">
          {offered.map((template) => (
            <li key={template}>
              <button type="button" className="secondary" onMouseDown={(event) => event.preventDefault()} onClick={() => complete(template)}>
                <code>{template}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
