import { useId } from 'react';
import { withEdge, withEdgeWhen, withoutEdges, withoutStep, withStepChanged, type Definition } from './definition';
import type { StepProblems } from './problems';
import { SchemaField } from './SchemaField';
import type { StepTypeInfo } from './stepTypes';
import { templatesFor } from './templates';

interface Props {
  definition: Definition;
  index: number;
  type: StepTypeInfo | undefined;
  problems: StepProblems | undefined;
  onChange: (definition: Definition) => void;
  onClose: () => void;
}

/**
 * The form of one step: its label, its input's fields generated from its type's schema, the
 * steps it runs after (the same edges dragging draws, for whoever uses a keyboard) and, after a
 * condition, which result it follows; what the server said about each field beside it.
 */
export function StepForm({ definition, index, type, problems, onChange, onClose }: Props) {
  const id = useId();
  const step = definition.steps[index]!;
  const input = step.input ?? {};
  const required = new Set(type?.schema.required ?? []);
  const templates = templatesFor(definition, step.label);
  const setInput = (key: string, value: unknown) => {
    const { [key]: _old, ...rest } = input;
    onChange(withStepChanged(definition, index, { ...step, input: value === undefined ? rest : { ...rest, [key]: value } }));
  };
  const others = definition.steps.filter((other) => other.label !== step.label);
  const incoming = definition.edges.flatMap((edge, at) => (edge.to === step.label ? [{ edge, at }] : []));
  const fromCondition = incoming.filter(({ edge }) => definition.steps.find((other) => other.label === edge.from)?.type === 'condition');
  const labelProblems = problems?.fields.get('label');
  return (
    <section className="step-form card" aria-labelledby={`${id}-title`}>
      <header className="step-form-header">
        <h3 id={`${id}-title`}>
          Step {step.label} <span className="hint">({step.type.replace(/_/g, ' ')})</span>
        </h3>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </header>
      {type && <p className="hint">{type.description}</p>}
      {problems && problems.other.length > 0 && (
        <ul className="field-problem" aria-label={`Problems of ${step.label}`}>
          {problems.other.map((message, at) => (
            <li key={at}>{message}</li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-label`}>Label</label>
        <input
          id={`${id}-label`}
          value={step.label}
          onChange={(event) => onChange(withStepChanged(definition, index, { ...step, label: event.target.value }))}
          aria-describedby={`${id}-label-hint${labelProblems ? ` ${id}-label-problem` : ''}`}
          aria-invalid={!!labelProblems || undefined}
          spellCheck={false}
        />
        <small id={`${id}-label-hint`} className="hint">
          Letters, digits and _; later steps read its output as <code>{`\${steps.${step.label}.output}`}</code>.
        </small>
        {labelProblems && (
          <p id={`${id}-label-problem`} className="field-problem">
            {labelProblems.join('; ')}
          </p>
        )}
      </div>
      {type?.schema.properties ? (
        Object.entries(type.schema.properties).map(([name, schema]) => (
          <SchemaField
            key={`${index}-${name}`}
            name={name}
            schema={schema}
            required={required.has(name)}
            value={input[name]}
            onChange={(value) => setInput(name, value)}
            problems={problems?.fields.get(name)}
            templates={templates}
          />
        ))
      ) : (
        <p className="hint">This step type takes no input.</p>
      )}
      {others.length > 0 && (
        <fieldset className="runs-after">
          <legend>Runs after</legend>
          {others.map((other) => {
            const checked = definition.edges.some((edge) => edge.from === other.label && edge.to === step.label);
            return (
              <label key={other.label} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? withoutEdges(definition, (edge) => edge.from === other.label && edge.to === step.label) : withEdge(definition, other.label, step.label))
                  }
                />{' '}
                {other.label}
              </label>
            );
          })}
        </fieldset>
      )}
      {fromCondition.map(({ edge, at }) => (
        <div className="field" key={`${edge.from}-when`}>
          <label htmlFor={`${id}-when-${at}`}>Runs after {edge.from} when its result is</label>
          <select
            id={`${id}-when-${at}`}
            value={edge.when === undefined ? '' : String(edge.when)}
            onChange={(event) => onChange(withEdgeWhen(definition, at, event.target.value === '' ? undefined : event.target.value === 'true'))}
          >
            <option value="">either</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </div>
      ))}
      <p>
        <button type="button" className="danger secondary" onClick={() => onChange(withoutStep(definition, index))}>
          Remove step {step.label}
        </button>
      </p>
    </section>
  );
}
