import { errorText } from './errorText';

const texts: Record<string, string> = {
  'ns.required': 'Required',
  'ns.min': 'At least {n}',
  'ns.pattern': 'Like {mask}{n}',
};
const t = (key: string, params?: Record<string, string | number>) =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? `{${name}}`));

describe('errorText', () => {
  it('reads the kind before the first colon and gives the rest as {n}', () => {
    expect(errorText('min:5', t, 'ns')).toBe('At least 5');
    // A money bound can hold what looks like a separator: only the first colon splits.
    expect(errorText('min:₺50:00', t, 'ns')).toBe('At least ₺50:00');
    expect(errorText('required', t, 'ns')).toBe('Required');
  });

  it('adds a package\'s own parameters, and nothing for no code', () => {
    expect(errorText('pattern', t, 'ns', { n: '', mask: '0000' })).toBe('Like 0000');
    expect(errorText('pattern:!', t, 'ns', { n: '', mask: '0000' })).toBe('Like 0000!');
    expect(errorText(undefined, t, 'ns')).toBeUndefined();
    expect(errorText('', t, 'ns')).toBeUndefined();
  });
});
