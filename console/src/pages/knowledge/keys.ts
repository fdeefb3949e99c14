/** The knowledge pages' query keys: a change to collections invalidates every list of them. */
export const keys = {
  collections: ['knowledge-collections'] as const,
  collection: (id: string) => ['knowledge-collection', id] as const,
  documents: (id: string) => ['knowledge-documents', id] as const,
  grants: (id: string) => ['knowledge-grants', id] as const,
};
