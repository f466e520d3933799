import { decodeGameParam } from './decodeGameParam';

const encode = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

describe('decodeGameParam', () => {
  it('decodes a base64 JSON game, Turkish characters included', () => {
    const game = { name: 'Şans Çarkı', gameCode: 'wheel', providerName: 'demo' };
    expect(decodeGameParam(encode(game))).toEqual(game);
  });

  it.each([
    ['missing', undefined],
    ['not base64', '%%%'],
    ['not JSON', btoa('hello')],
    ['an array', encode([1, 2])],
    ['without a game code', encode({ name: 'x', providerName: 'p' })],
  ])('returns null for %s', (_label, param) => {
    expect(decodeGameParam(param)).toBeNull();
  });
});
