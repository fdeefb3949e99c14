import { CursorList } from '../../components/CursorList';
import { Badge, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty, Loading } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { useVersions } from './queries';
import { VersionEditor } from './VersionEditor';

/** The editor of the next version, and the versions saved so far, newest first. */
export function VersionsSection({ workflowId }: { workflowId: string }) {
  const { query, items } = useVersions(workflowId);
  return (
    <>
      <Section title="Version editor">
        {/* The editor starts from the newest version, so it waits for the list's first page. */}
        {query.isPending ? <Loading /> : <VersionEditor workflowId={workflowId} latest={items[0]} />}
      </Section>
      <Section title="Versions">
        <CursorList query={query} items={items} empty={<Empty title="No versions yet">Save the steps above as version 1.</Empty>}>
          {(versions) => (
            <TableWrap label="Versions">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col">Status</th>
                    <th scope="col">Steps</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {versions.map((version) => (
                    <tr key={version.id}>
                      <td>{version.number}</td>
                      <td>
                        <Badge value={version.status} />
                      </td>
                      <td>{version.steps.length}</td>
                      <td className="nowrap">
                        <When iso={version.created_at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </CursorList>
      </Section>
    </>
  );
}
