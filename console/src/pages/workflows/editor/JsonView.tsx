import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import { EditorView, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

interface Props {
  /** The text it opens with; from then on the view owns its text and reports each change. */
  initial: string;
  onChange: (text: string) => void;
  /** Its accessible name: inside the shadow root, it cannot point at a hint outside by id. */
  label: string;
  /** The templates offered after "${" (templatesFor). */
  templates: () => string[];
}

const theme = EditorView.theme({
  '&': { border: '1px solid #d8dee9', borderRadius: '6px', backgroundColor: '#ffffff', fontSize: '14px' },
  '&.cm-focused': { outline: '3px solid #f79009', outlineOffset: '2px' },
  '.cm-scroller': { minHeight: '16rem', maxHeight: '36rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-gutters': { backgroundColor: '#f5f7fb', color: '#52607a', borderRight: '1px solid #d8dee9' },
});

/**
 * The definition as JSON in CodeMirror 6, with JSON syntax, its parse errors marked, and
 * templates completed after "${". It is mounted in a shadow root: CodeMirror then puts its styles
 * in a constructed style sheet (adoptedStyleSheets) rather than a <style> element, which the
 * console's policy (style-src 'self', no nonce) would refuse.
 */
export function JsonView({ initial, onChange, label, templates }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, templates });
  useEffect(() => {
    latest.current = { onChange, templates };
  });
  useEffect(() => {
    const element = host.current!;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    root.appendChild(parent);
    const complete = (context: CompletionContext) => {
      const typed = context.matchBefore(/\$\{[A-Za-z0-9_.]*/);
      if (!typed) return null;
      return { from: typed.from, options: latest.current.templates().map((template) => ({ label: template, type: 'variable' })), validFor: /^\$\{[A-Za-z0-9_.]*$/ };
    };
    const view = new EditorView({
      parent,
      root,
      doc: initial,
      extensions: [
        minimalSetup,
        lineNumbers(),
        json(),
        linter(jsonParseLinter()),
        autocompletion({ override: [complete] }),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        theme,
      ],
    });
    return () => {
      view.destroy();
      parent.remove();
    };
    // The view is made once per mount; the definition it edits is its own from then on.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <div ref={host} className="json-view" />;
}
