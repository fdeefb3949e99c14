import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { readmeGettingStarted } from '../../src/openapi/getting-started.js';
import { fencedBlocks, REPO_ROOT } from './fenced-blocks.js';

const description = buildOpenApiDocument().info.description!;
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').split('\n');

/** The README's blocks inside its `<!-- reference: getting-started -->` parts. */
function markedBlocks() {
  const inside = (line: number) => {
    const before = readme.slice(0, line - 1);
    return before.lastIndexOf('<!-- reference: getting-started -->') > before.lastIndexOf('<!-- /reference: getting-started -->');
  };
  return fencedBlocks('README.md').filter((block) => inside(block.line));
}

describe("the reference's getting started (/docs) is the README's first steps", () => {
  it("holds every block of the README's marked parts verbatim, the README's test running them", () => {
    const blocks = markedBlocks();
    expect(blocks.filter((block) => block.marker?.kind === 'runnable').length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(description, block.where).toContain(`\`\`\`${block.language === 'shell' ? 'sh' : block.language}\n${block.code}\n\`\`\``);
  });

  it('is read from the README, its markers and repository links made plain', () => {
    expect(description).toContain(readmeGettingStarted());
    const text = readmeGettingStarted(
      'x\n<!-- reference: getting-started -->\nSee [SDKs](docs/sdks.md#install) and [Scalar](https://scalar.com).\n<!-- runnable -->\n```sh\necho\n```\n<!-- /reference: getting-started -->\ny',
    );
    expect(text).toBe('See SDKs (`docs/sdks.md`) and [Scalar](https://scalar.com).\n```sh\necho\n```');
    expect(() => readmeGettingStarted('no marked part')).toThrow(/marks no/);
  });

  it('runs the CLI as the README does, and links nowhere the reference cannot follow', () => {
    for (const match of description.matchAll(/\bproctor init\b/g)) {
      const line = description.slice(description.lastIndexOf('\n', match.index) + 1, match.index);
      if (line.includes('pnpm')) expect(line).toMatch(/npx --yes pnpm@10\.34\.9 --silent $/);
    }
    expect(description).toContain('npx --yes pnpm@10.34.9 --silent proctor init');
    expect(description).not.toMatch(/\]\((?!https?:)/);
    expect(description).not.toContain('<!--');
  });
});
