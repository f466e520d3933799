import { readFrameMessage } from './frameMessage';

const frame = {} as Window;
const origin = 'http://provider.test:8081';
const event = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
  ({ data, source: 'source' in from ? from.source : frame, origin: from.origin ?? origin }) as MessageEvent;

describe('readFrameMessage', () => {
  it('reads the sportsbook messages from its own window and origin', () => {
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'ready' }), frame, origin)).toEqual({ action: 'ready' });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'login' }), frame, origin)).toEqual({ action: 'login' });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'deposit' }), frame, origin)).toEqual({ action: 'deposit' });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'balance' }), frame, origin)).toEqual({ action: 'balance' });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'token-expired', token: 'x' }), frame, origin)).toEqual({ action: 'token-expired' });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'height', height: 1234.4 }), frame, origin)).toEqual({ action: 'height', height: 1234 });
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'page', page: 'event/42' }), frame, origin)).toEqual({ action: 'page', page: 'event/42' });
  });

  it('ignores another window, another origin, and a frame with no known origin', () => {
    const login = { type: 'vitrin-sportsbook', action: 'login' };
    expect(readFrameMessage(event(login, { source: {} }), frame, origin)).toBeNull();
    expect(readFrameMessage(event(login, { source: null }), frame, origin)).toBeNull();
    expect(readFrameMessage(event(login, { origin: 'http://evil.test' }), frame, origin)).toBeNull();
    expect(readFrameMessage(event(login), frame, null)).toBeNull();
    expect(readFrameMessage(event(login), null, origin)).toBeNull();
  });

  it('ignores anything else: other types, unknown actions, bad heights and pages', () => {
    for (const data of [
      'login', null, 42, { action: 'login' }, { type: 'other', action: 'login' },
      { type: 'vitrin-sportsbook', action: 'eval' },
      { type: 'vitrin-sportsbook', action: 'height', height: -5 },
      { type: 'vitrin-sportsbook', action: 'height', height: 'tall' },
      { type: 'vitrin-sportsbook', action: 'height', height: Infinity },
      { type: 'vitrin-sportsbook', action: 'page', page: 'javascript:alert(1)' },
      { type: 'vitrin-sportsbook', action: 'page', page: '../?x=<b>' },
    ]) {
      expect(readFrameMessage(event(data), frame, origin)).toBeNull();
    }
  });

  it('caps a runaway height', () => {
    expect(readFrameMessage(event({ type: 'vitrin-sportsbook', action: 'height', height: 1e9 }), frame, origin)).toEqual({ action: 'height', height: 20_000 });
  });
});
