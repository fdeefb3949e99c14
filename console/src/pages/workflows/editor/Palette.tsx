import { useId } from 'react';
import type { StepTypeInfo } from './stepTypes';

/** Every step type the server has, each a button that adds a step of it (and opens its form). */
export function Palette({ types, onAdd }: { types: StepTypeInfo[]; onAdd: (type: StepTypeInfo) => void }) {
  const id = useId();
  return (
    <section className="step-palette" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a step</h3>
      <ul>
        {types.map((type) => (
          <li key={type.name}>
            <button type="button" className="secondary" onClick={() => onAdd(type)} aria-describedby={`${id}-${type.name}`}>
              {type.name.replace(/_/g, ' ')}
            </button>
            <small id={`${id}-${type.name}`} className="hint">
              {type.description}
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}
