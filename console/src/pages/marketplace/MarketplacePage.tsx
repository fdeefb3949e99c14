import { useState } from 'react';
import type { MarketplaceListing } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { KIND_OPTIONS, PublishedName, PublishedWhat } from '../../components/PublishedName';
import { keys } from '../../lib/queries/publishing';

type Kind = '' | MarketplaceListing['kind'];

/** The published workflows and agents the signed-in person can see, each linking to its page. */
export function MarketplacePage() {
  const [kind, setKind] = useState<Kind>('');
  const { query, items } = useCursorList(keys.listings(kind), (cursor) => api.marketplace.listings.list({ cursor, order: 'desc', ...(kind ? { kind } : {}) }));
  return (
    <Page
      title="Marketplace"
      intro="What your organization has published and you can see: workflows (their published version, the one runs use) and agents, listed to their team or to everyone."
    >
      <Section title="Listings">
        <div className="filters">
          <SelectField label="Show" name="listing-kind" value={kind} onChange={(value) => setKind(value as Kind)} options={KIND_OPTIONS} />
        </div>
        <CursorList
          query={query}
          items={items}
          empty={
            <Empty title="Nothing published yet">
              {kind ? 'Nothing of this kind is listed.' : 'Request publication of a workflow version on its page; once approved it is listed here.'}
            </Empty>
          }
        >
          {(listings) => (
            <DataTable
              label="Marketplace listings"
              rows={listings}
              rowKey={(listing) => listing.id}
              columns={[
                {
                  header: 'Name',
                  className: 'wrap-anywhere',
                  cell: (listing) => (
                    <>
                      <PublishedName item={listing} />
                      {listing.description && <div className="hint">{listing.description}</div>}
                    </>
                  ),
                },
                { header: 'Kind', cell: (listing) => <Badge value={listing.kind} /> },
                { header: 'Version or audience', cell: (listing) => <PublishedWhat item={listing} /> },
                { header: 'Published', className: 'nowrap', cell: (listing) => <When iso={listing.published_at} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}
