import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './fenced-blocks.js';

const SRC = path.join(REPO_ROOT, 'server/src');
const PAGE = 'docs/architecture.md';

const subfolders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every folder below `dir`, as a path relative to server/src. */
const foldersBelow = (relative: string): string[] =>
  subfolders(path.join(SRC, relative)).flatMap((name) => {
    const folder = `${relative}/${name}`;
    return [folder, ...foldersBelow(folder)];
  });

describe(PAGE, () => {
  const page = readFileSync(path.join(REPO_ROOT, PAGE), 'utf8');

  // The page is the map a newcomer reads first: a folder it does not name is a part of the house
  // nobody explained. Generated code (src/generated) is the Prisma client's and is not ours to map.
  it('names every folder of server/src and, recursively, of domain/ and providers/', () => {
    const folders = [
      ...subfolders(SRC).filter((name) => name !== 'generated'),
      ...foldersBelow('domain'),
      ...foldersBelow('providers'),
    ];
    expect(folders.filter((folder) => !page.includes(`${folder}/`))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    const named = [...page.matchAll(/\b((?:domain|providers)\/[a-z0-9-]+(?:\/[a-z0-9-]+)*)\//g)].map((match) => match[1]!);
    const existing = new Set([...foldersBelow('domain'), ...foldersBelow('providers')]);
    expect([...new Set(named)].filter((folder) => !existing.has(folder))).toEqual([]);
  });
});
