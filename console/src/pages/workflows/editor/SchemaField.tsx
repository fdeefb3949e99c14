import { useId, useState } from 'react';
import { fieldKind, type JsonSchema } from './schema';
import { TemplateInput } from './TemplateInput';

interface Props {
  name: string;
  schema: JsonSchema;
  required: boolean;
  value: unknown;
  /** `undefined` leaves an optional field out of the input. */
  onChange: (value: unknown) => void;
  /** What the server said about this field. */
  problems: string[] | undefined;
  templates: string[];
}

/**
 * One field of a step's input, its control chosen by its schema: a select for an enum, a text
 * field (offering templates) for a string, a number, a checkbox, one line per item for a list of
 * strings, the fields of an object in a group, and JSON for anything richer. A value that is a
 * template where a number or list belongs (a whole-template string, read when the step runs) is
 * edited as JSON too.
 */
export function SchemaField({ name, schema, required, value, onChange, problems, templates }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [schema.description && hintId, problems && problemId].filter(Boolean).join(' ') || undefined;
  let kind = fieldKind(schema);
  if (typeof value === 'string' && kind !== 'string' && kind !== 'enum') kind = 'json';
  const title = `${name}${required ? '' : ' (optional)'}`;
  const after = (
    <>
      {schema.description && (
        <small id={hintId} className="hint">
          {schema.description}
        </small>
      )}
      {problems && (
        <p id={problemId} className="field-problem">
          {problems.join('; ')}
        </p>
      )}
    </>
  );
  if (kind === 'object') {
    const object = (value ?? {}) as Record<string, unknown>;
    const inner = new Set(schema.required ?? []);
    return (
      <fieldset className="schema-object" aria-describedby={describedBy}>
        <legend>{title}</legend>
        {Object.entries(schema.properties ?? {}).map(([key, field]) => (
          <SchemaField
            key={key}
            name={key}
            schema={field}
            required={inner.has(key)}
            value={object[key]}
            onChange={(next) => onChange(withKey(object, key, next))}
            problems={undefined}
            templates={templates}
          />
        ))}
        {after}
      </fieldset>
    );
  }
  if (kind === 'boolean') {
    return (
      <div className="field checkbox-field">
        <label>
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} aria-describedby={describedBy} aria-invalid={!!problems || undefined} /> {title}
        </label>
        {after}
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{title}</label>
      <Control id={id} kind={kind} schema={schema} required={required} value={value} onChange={onChange} describedBy={describedBy} invalid={!!problems} templates={templates} />
      {after}
    </div>
  );
}

/** The object with `key` set, or left out when `value` is undefined. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const { [key]: _old, ...rest } = object;
  return value === undefined ? rest : { ...rest, [key]: value };
}

interface ControlProps {
  id: string;
  kind: Exclude<ReturnType<typeof fieldKind>, 'object' | 'boolean'>;
  schema: JsonSchema;
  required: boolean;
  value: unknown;
  onChange: (value: unknown) => void;
  describedBy: string | undefined;
  invalid: boolean;
  templates: string[];
}

function Control({ id, kind, schema, required, value, onChange, describedBy, invalid, templates }: ControlProps) {
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
  switch (kind) {
    case 'enum':
      return (
        <select id={id} value={value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)} {...aria}>
          {!required && <option value="">—</option>}
          {schema.enum!.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
    case 'string':
      return (
        <TemplateInput
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text === '' && !required ? undefined : text)}
          templates={templates}
          multiline={(schema.maxLength ?? 0) > 500}
          describedBy={describedBy}
          invalid={invalid}
        />
      );
    case 'number':
      return (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={schema.minimum}
          max={schema.maximum}
          step={schema.type === 'integer' ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          {...aria}
        />
      );
    case 'strings':
      return (
        <textarea
          id={id}
          rows={3}
          value={Array.isArray(value) ? value.join('\n') : ''}
          onChange={(event) => onChange(event.target.value === '' ? (required ? [] : undefined) : event.target.value.split('\n'))}
          {...aria}
        />
      );
    default:
      return <JsonControl id={id} value={value} onChange={onChange} aria={aria} />;
  }
}

/** Any JSON value, written as JSON: kept as typed until it parses, then given to the step. */
function JsonControl({ id, value, onChange, aria }: { id: string; value: unknown; onChange: (value: unknown) => void; aria: Record<string, unknown> }) {
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string>();
  const [last, setLast] = useState(shown);
  // The step changed elsewhere (the JSON view, another step opened): show what it holds now.
  if (shown !== last) {
    setLast(shown);
    setText(shown);
    setError(undefined);
  }
  return (
    <>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        className="json-input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setError(undefined);
            setLast('');
            return onChange(undefined);
          }
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            setError(undefined);
            setLast(JSON.stringify(parsed, null, 2));
            onChange(parsed);
          } catch {
            setError('Not valid JSON yet: the step keeps its last valid value.');
          }
        }}
        {...aria}
      />
      {error && <p className="hint">{error}</p>}
    </>
  );
}
