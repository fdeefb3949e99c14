import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS, fencedBlocks, REPO_ROOT, type FencedBlock } from './fenced-blocks.js';
import { referenceSamples } from './reference-samples.js';

/**
 * Every TypeScript and Python snippet of the documents compiles against the SDK a user installs:
 * TypeScript with tsc against @proctor/sdk's built declarations, resolved through its package.json
 * exports as in a user's project; Python with mypy against `proctor` in sdk-python/.venv. Each
 * snippet is its own module. A snippet may use `client` (and in Python `async_client`) without
 * making it, as the SDK READMEs do after their first example; a snippet left unchecked says why
 * (`<!-- no typecheck: why -->`). The API reference's samples (`x-codeSamples`) are checked the same way.
 */

const snippets = (language: 'typescript' | 'python') =>
  [...DOCUMENTS.flatMap((document) => fencedBlocks(document)), ...referenceSamples()].filter(
    (block) => block.language === language && block.marker?.kind !== 'no typecheck',
  );

const fileOf = (block: FencedBlock, extension: string) => `${block.document.replace(/\W+/g, '_')}_${block.line}.${extension}`;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Each file's diagnostics, from output lines that begin with the file's name. */
const diagnosticsOf = (output: string, file: string) => output.split('\n').filter((line) => line.startsWith(file));

/** A snippet with its lines numbered as in the document, for failure messages. */
const listing = (block: FencedBlock) => block.code.split('\n').map((line, index) => `${block.line + 1 + index}| ${line}`).join('\n');

export const describeSnippets = () =>
  describe('snippets', () => {
    let scratch: string;
    beforeAll(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'proctor-snippets-'));
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    describe('TypeScript snippets', () => {
      const blocks = snippets('typescript');
      let output = '';

      beforeAll(() => {
        // The declarations a user gets are the built ones.
        const build = run('pnpm', ['--filter', '@proctor/sdk', 'build'], REPO_ROOT);
        if (build.status !== 0) throw new Error(`the SDK did not build:\n${build.output}`);
        const project = path.join(scratch, 'ts');
        mkdirSync(path.join(project, 'node_modules/@proctor'), { recursive: true });
        mkdirSync(path.join(project, 'node_modules/@types'), { recursive: true });
        symlinkSync(path.join(REPO_ROOT, 'sdk-typescript'), path.join(project, 'node_modules/@proctor/sdk'));
        symlinkSync(path.join(REPO_ROOT, 'server/node_modules/@types/node'), path.join(project, 'node_modules/@types/node'));
        writeFileSync(path.join(project, 'package.json'), JSON.stringify({ type: 'module' }));
        writeFileSync(
          path.join(project, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: ['node'], strict: true, noEmit: true },
            include: ['*.ts'],
          }),
        );
        writeFileSync(path.join(project, 'prelude.d.ts'), "declare global {\n  const client: import('@proctor/sdk').Proctor;\n}\nexport {};\n");
        // `export {}` makes each snippet a module: its own scope, and top-level await.
        for (const block of blocks) writeFileSync(path.join(project, fileOf(block, 'ts')), `${block.code}\nexport {};\n`);
        output = run(process.execPath, [path.join(REPO_ROOT, 'server/node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'], project).output;
      }, 120_000);

      it.each(blocks.map((block) => [block.where, block] as const))('%s compiles', (_, block) => {
        expect(diagnosticsOf(output, fileOf(block, 'ts')), listing(block)).toEqual([]);
      });
    });

    describe('Python snippets', () => {
      const blocks = snippets('python');
      const prelude = (code: string) =>
        [
          'import proctor as _prelude',
          ...(/\bclient\s*[:=]|\bas\s+client\b/.test(code) ? [] : ['client: _prelude.Proctor']),
          ...(/\basync_client\s*[:=]|\bas\s+async_client\b/.test(code) ? [] : ['async_client: _prelude.AsyncProctor']),
        ].join('\n');
      let output = '';

      beforeAll(() => {
        const bootstrap = run('sh', ['sdk-python/scripts/bootstrap.sh'], REPO_ROOT);
        if (bootstrap.status !== 0) throw new Error(`sdk-python/.venv could not be made:\n${bootstrap.output}`);
        const project = path.join(scratch, 'py');
        mkdirSync(project);
        // The prelude goes on the snippet's first line, so that mypy's line numbers are the snippet's.
        for (const block of blocks) writeFileSync(path.join(project, fileOf(block, 'py')), `${prelude(block.code).replaceAll('\n', '; ')}\n${block.code}\n`);
        const mypy = path.join(REPO_ROOT, 'sdk-python/.venv/bin/python');
        // Top-level await is how the READMEs show the asynchronous client; mypy names that error.
        const args = ['-m', 'mypy', '--config-file', '/dev/null', '--cache-dir', path.join(scratch, 'mypy-cache'), '--check-untyped-defs', '--disable-error-code', 'top-level-await', '--no-error-summary', '.'];
        output = run(mypy, args, project).output;
      }, 300_000);

      it.each(blocks.map((block) => [block.where, block] as const))('%s type-checks', (_, block) => {
        expect(diagnosticsOf(output, fileOf(block, 'py')), listing(block)).toEqual([]);
      });
    });
  });
