import { isExternalUrl, safeHttpUrl, safeTarget } from './safeUrl';

describe('safeHttpUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://t.me/vitrin')).toBe('https://t.me/vitrin');
    expect(safeHttpUrl(' http://example.com/a ')).toBe('http://example.com/a');
  });
  it('keeps site paths but not protocol-relative ones', () => {
    expect(safeHttpUrl('/casino/live')).toBe('/casino/live');
    expect(safeHttpUrl('//evil.example/x')).toBeNull();
  });
  it('drops script, data and other schemes', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('tg://resolve?domain=x')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
  it('tells external URLs from site paths', () => {
    expect(isExternalUrl('https://a.b')).toBe(true);
    expect(isExternalUrl('/promotions')).toBe(false);
  });
  it('honours only _blank and _self targets', () => {
    expect(safeTarget('_blank')).toBe('_blank');
    expect(safeTarget('_top')).toBe('_self');
    expect(safeTarget(null)).toBe('_self');
  });
});
