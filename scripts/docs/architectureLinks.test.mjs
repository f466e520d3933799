import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Comments and READMEs cite the architecture as `docs/ARCHITECTURE.md "<section>"`; each citation
// must name the file that exists and a section it has.
const ROOT = path.join(import.meta.dirname, '..', '..');
const ARCHITECTURE = fs.readFileSync(path.join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');
const headings = [...ARCHITECTURE.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]);

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|md)$/.test(file) && !['docs/ARCHITECTURE.md', 'scripts/docs/architectureLinks.test.mjs'].includes(file) && fs.existsSync(path.join(ROOT, file)));
const citations = files.flatMap((file) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/([\w./-]*)ARCHITECTURE\.md(?:#[\w-]+)?(`?\]\()?(?:\)?\s*"([^"]+)")?/g)]
    // A link's text is not a citation; its target, matched on its own, is.
    .filter((m) => !m[2])
    // A section name may wrap over two comment lines.
    .map((m) => ({ file, prefix: m[1], section: m[3]?.replace(/\s*(?:\/\/|\*)?\s+/g, ' ') }));
});

describe('citations of docs/ARCHITECTURE.md', () => {
  it('are found', () => {
    expect(citations.length).toBeGreaterThan(10);
  });

  it.each(citations.map((c) => [`${c.file}: ${c.prefix}ARCHITECTURE.md ${c.section ?? ''}`, c]))('%s resolves', (_, c) => {
    // A bare "ARCHITECTURE.md" names no file a clone has: the path from the root, or a link from
    // the citing file, must lead to docs/ARCHITECTURE.md.
    const target = path.join(ROOT, 'docs', 'ARCHITECTURE.md');
    const candidates = [path.join(ROOT, `${c.prefix}ARCHITECTURE.md`), path.join(ROOT, path.dirname(c.file), `${c.prefix}ARCHITECTURE.md`)];
    expect(candidates).toContain(target);
    if (c.section) expect(headings.some((h) => h.startsWith(c.section))).toBe(true);
  });
});
