import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Memory } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, Field, FormError } from '../../components/Form';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { excerpt, relevance } from './memory';
import { keys } from '../../lib/queries/agents';
import { useMemoryList } from './queries';

/** How much of a memory a row shows before "Whole memory". */
const SHOWN_CHARS = 280;

/**
 * The agent's memories, newest first, or those nearest in meaning to a search, best first with
 * their relevance. Admins and owners may delete one (the server refuses members). Every list and
 * search counts a read of each memory shown: that is the API's rule, not the console's.
 */
export function MemoriesSection({ agentId }: { agentId: string }) {
  const queryClient = useQueryClient();
  const canDelete = useCan('manage_agent_memories');
  const [text, setText] = useState('');
  // The query searched; undefined for the plain list (the server refuses an empty query with 400).
  const [search, setSearch] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const { query, items } = useMemoryList(agentId, search);
  const remove = useMutation({
    mutationFn: (memory: Memory) => api.agents.memories.delete(agentId, memory.id),
    onMutate: () => setSaved(undefined),
    onSuccess: (_, memory) => {
      setSaved(`Deleted the memory “${excerpt(memory.content, 60)}”.`);
      void queryClient.invalidateQueries({ queryKey: keys.activity(agentId) });
      return queryClient.invalidateQueries({ queryKey: keys.memories(agentId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim() || undefined);
  };
  const clear = () => {
    setText('');
    setSearch(undefined);
  };

  return (
    <Section title="Memories">
      <form className="inline-form memory-search" role="search" aria-label="Memories" onSubmit={submit}>
        <Field label="Search memories" name="memory_query" type="search" maxLength={1000} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="secondary" aria-busy={search !== undefined && query.isFetching}>
          Search
        </button>
        {search !== undefined && (
          <button type="button" className="secondary" onClick={clear}>
            Clear search
          </button>
        )}
      </form>
      <p className="hint" role="status">
        {search === undefined
          ? 'All memories, newest first. A search finds the memories nearest in meaning to its words, best first.'
          : `The memories nearest in meaning to “${search}”, best first. Relevance runs from −1 to 1: higher is nearer.`}
      </p>
      <CursorList
        query={query}
        items={items}
        empty={
          <Empty title="No memories yet">
            The agent remembers with its key (<code>POST /api/v1/agents/{'{id}'}/memories</code>); what it keeps is searchable here by meaning.
          </Empty>
        }
      >
        {(memories) => (
          <DataTable
            label={search === undefined ? 'Memories' : 'Memories found, best first'}
            rows={memories}
            rowKey={(memory) => memory.id}
            rowProps={(memory) => ({ id: memory.id, className: 'memory-row' })}
            columns={[
              search !== undefined && {
                header: 'Relevance',
                className: 'num',
                cell: (memory) => (memory.relevanceScore === undefined ? '—' : relevance(memory.relevanceScore)),
              },
              { header: 'Memory', className: 'memory-content', cell: (memory) => <MemoryContent content={memory.content} /> },
              { header: 'Kind', cell: (memory) => memory.kind },
              { header: 'Tags', cell: (memory) => (memory.tags.length === 0 ? <span className="hint">None</span> : memory.tags.join(', ')) },
              { header: 'Reads', className: 'num', cell: (memory) => memory.accessCount.toLocaleString() },
              { header: 'Created', className: 'nowrap', cell: (memory) => <When iso={memory.created_at} /> },
              canDelete && {
                header: 'Actions',
                cell: (memory) => (
                  <ConfirmButton
                    label="Delete"
                    confirmLabel="Delete this memory?"
                    pending={remove.isPending && remove.variables?.id === memory.id}
                    onConfirm={() => remove.mutate(memory)}
                  />
                ),
              },
            ]}
          />
        )}
      </CursorList>
      <FormError error={remove.error} />
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
    </Section>
  );
}

/** A memory's text, long ones cut with the rest one click away. */
function MemoryContent({ content }: { content: string }) {
  if (content.length <= SHOWN_CHARS) return <>{content}</>;
  return (
    <details>
      <summary>{excerpt(content, SHOWN_CHARS)}</summary>
      {content}
    </details>
  );
}
