import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The repository's lint rules on small made-up files: an import circle is found in any package
// (through the sandbox's `.js` suffixes too), and a component test that polls a query where it
// could wait for it is flagged. The files are written for the run and removed after it.
const ROOT = path.join(import.meta.dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

/** @param {string} folder @param {Record<string, string>} files */
function lint(folder, files) {
  const dir = path.join(ROOT, folder, `lint-fixture-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    try {
      execFileSync(ESLINT, ['--format', 'json', dir], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
      return [];
    } catch (error) {
      /** @type {{ filePath: string, messages: { ruleId: string }[] }[]} */
      const results = JSON.parse(error.stdout);
      return results.flatMap((r) => r.messages.map((m) => `${path.basename(r.filePath)} ${m.ruleId}`)).sort();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('lint rules', () => {
  it('find an import circle in the host', () => {
    expect(lint('host/src', {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    })).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle']);
  });

  it("find an import circle in the sandbox, written with the `.js` suffix of Node's ESM", () => {
    expect(lint('sandbox-api/src', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c.js';\nexport const b = () => c;\n",
      'c.ts': "import { a } from './a.js';\nexport const c = () => a;\n",
    })).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle', 'c.ts import-x/no-cycle']);
  });

  it('flag a component test that polls a query instead of waiting for it', () => {
    expect(lint('shared/src', {
      'probe.test.tsx': [
        "import { render, screen, waitFor } from '@testing-library/react';",
        "it('shows', async () => {",
        '  render(<p>hello</p>);',
        "  await waitFor(() => expect(screen.getByText('hello')).toBeInTheDocument());",
        '});',
        '',
      ].join('\n'),
    })).toEqual(['probe.test.tsx testing-library/prefer-find-by']);
  });
});
