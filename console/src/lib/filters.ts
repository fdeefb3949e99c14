import { useSearchParams } from 'react-router';

type Values<Spec> = { [Name in keyof Spec]: Spec[Name] extends readonly (infer Value extends string)[] ? Value | '' : string };

/**
 * A page's filters kept in the URL's query, so that a filtered view can be bookmarked, shared and
 * reloaded. `spec` names each filter and the values it may take (null: any text); a value outside
 * them is ignored, and an unset filter is ''.
 */
export function useUrlFilters<Spec extends Record<string, readonly string[] | null>>(spec: Spec) {
  const [params, setParams] = useSearchParams();
  const values: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(spec)) {
    const value = params.get(name) ?? '';
    values[name] = allowed && !allowed.includes(value) ? '' : value;
  }
  const set = (name: keyof Spec & string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const clear = () => setParams(new URLSearchParams());
  return { values: values as Values<Spec>, set, clear, active: Object.values(values).some(Boolean) };
}
