import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, signIn, signOut } from '../testing/fixtures';
import { GameFrame } from './GameFrame';
import { pragmatic } from '../launch/pragmatic';
import { PlayModal } from './PlayModal';

function setFullscreenEnabled(enabled: boolean): void {
  Object.defineProperty(document, 'fullscreenEnabled', { value: enabled, configurable: true });
}

describe('PlayModal (the phone game window)', () => {
  let api: MockApi;
  const requestFullscreen = jest.fn(() => Promise.resolve());
  beforeEach(() => {
    bus.set('language', 'en');
    signIn();
    api = mockApi({ 'POST casino/pragmaticlaunchurl': () => ok('http://127.0.0.1:4001/demo?t=1') });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
    requestFullscreen.mockClear();
  });
  afterEach(() => {
    api.restore();
    signOut();
    setFullscreenEnabled(false);
  });

  it("the reality check's Stop playing (play/stop) closes the game", async () => {
    const onClose = jest.fn();
    render(<PlayModal game={game('Gates of Olympus')} onClose={onClose} />);
    // The game is launched and in its frame first.
    await screen.findByTitle('Gates of Olympus');
    act(() => bus.emit('play/stop', {}));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Full screen gives the game frame alone the whole screen (the Fullscreen API on the stage)', async () => {
    setFullscreenEnabled(true);
    render(<PlayModal game={game('Gates of Olympus')} onClose={() => undefined} />);
    const frame = await screen.findByTitle('Gates of Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const target = (requestFullscreen.mock.contexts[0] as unknown) as HTMLElement;
    expect(target).toBe(screen.getByTestId('play-stage'));
    expect(target.contains(frame)).toBe(true);
  });

  it('no Full screen button where the browser has no element full screen (iPhone Safari)', async () => {
    setFullscreenEnabled(false);
    render(<PlayModal game={game('Gates of Olympus')} onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fullscreen' })).toBeNull();
  });

  it('the frame is allowed full screen by `allow` only (no allowfullscreen next to it: Chromium warns)', () => {
    const launch = { kind: 'url', url: 'http://127.0.0.1:4001/demo', origin: 'http://127.0.0.1:4001' } as const;
    render(<GameFrame launch={launch} adapter={pragmatic} title="Gates" onCommand={() => undefined} />);
    const frame = screen.getByTitle('Gates');
    expect(frame.getAttribute('allow')?.split(';').map((p) => p.trim())).toContain('fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });
});
