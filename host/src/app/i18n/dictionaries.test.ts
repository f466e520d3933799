import { en } from './en';
import { tr } from './tr';

it('has the same keys, none empty, in tr and en', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
  for (const text of [...Object.values(tr), ...Object.values(en)]) expect(text.trim()).not.toBe('');
});
