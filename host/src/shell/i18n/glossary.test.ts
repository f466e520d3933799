import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY } from './glossary';

const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = ['host/src', 'remote-casino/src', 'remote-account/src', 'remote-payments/src', 'remote-sports/src'];

/** Dictionary files: i18n folders' tr/en files and the host's dictionary modules. */
function dictionaries(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return dictionaries(full);
    const isDictionary = /(^|\/)i18n\/(tr|en)\.ts$/.test(full) || /(Dictionaries|Texts)\.ts$/.test(name);
    return isDictionary && !name.includes('.test.') ? [full] : [];
  });
}

/** The quoted values of `'key': 'value'` lines, by language when the file says (tr.ts/en.ts). */
function values(file: string): { language: 'tr' | 'en' | 'both'; text: string; where: string }[] {
  const language = file.endsWith('/tr.ts') ? 'tr' : file.endsWith('/en.ts') ? 'en' : 'both';
  return readFileSync(file, 'utf8').split('\n').flatMap((line, index) => {
    const match = /^\s*'[^']+':\s*'((?:[^'\\]|\\.)*)',?\s*$/.exec(line);
    return match ? [{ language, text: match[1]!, where: `${path.relative(ROOT, file)}:${index + 1}` }] : [];
  });
}

test('one term per thing: no dictionary uses a variant the glossary rules out', () => {
  const found: string[] = [];
  for (const dir of PACKAGES) {
    for (const file of dictionaries(path.join(ROOT, dir))) {
      for (const { language, text, where } of values(file)) {
        for (const entry of GLOSSARY) {
          for (const lang of ['tr', 'en'] as const) {
            const rule = entry[lang];
            if (!rule || (language !== 'both' && language !== lang)) continue;
            if (rule.not.some((pattern) => pattern.test(text))) found.push(`${where}: "${text}" — use "${rule.use}" (${entry.thing})`);
          }
        }
      }
    }
  }
  expect(found).toEqual([]);
});

test('English dictionaries say nothing in Turkish (the English footer read "Tüm hakları saklıdır")', () => {
  const turkish = /[ğşıİĞŞ]|\b(ve|bir|için|saklıdır)\b/;
  const found: string[] = [];
  for (const dir of PACKAGES) {
    for (const file of dictionaries(path.join(ROOT, dir)).filter((name) => name.endsWith('/en.ts') || name.endsWith('EnglishTexts.ts'))) {
      for (const { text, where } of values(file)) if (turkish.test(text)) found.push(`${where}: "${text}"`);
    }
  }
  expect(found).toEqual([]);
});
