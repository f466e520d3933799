import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { pragmatic } from '../launch/pragmatic';
import { softgamings } from '../launch/softgamings';
import { ADAPTERS } from '../launch/chooseAdapter';
import { GameFrame, gameSandbox, softgamingsDocument } from './GameFrame';

describe('GameFrame', () => {
  it('SoftGamings HTML runs on the content page of the provider origin, sandboxed without allow-same-origin, its script started 100 ms after load', () => {
    const launch = { kind: 'html', html: '<div id="game"></div>', script: 'window.started = true;</script><b>x', origin: 'http://127.0.0.1:4001' } as const;
    render(<GameFrame launch={launch} adapter={softgamings} title="Book" onCommand={() => undefined} />);
    const frame = screen.getByTitle('Book') as HTMLIFrameElement;
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    // Never srcdoc: it would inherit the site's script-src 'self'.
    expect(frame.getAttribute('srcdoc')).toBeNull();
    // The address names no parent: the content page knows the site's origins from its server.
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:4001/content/frame');

    // The document goes only to the frame's own window, when it (an opaque origin) says it is ready.
    const own = frame.contentWindow!;
    const post = jest.spyOn(own, 'postMessage').mockImplementation(() => undefined);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrin:content-ready' }, origin: 'null', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrin:content-ready' }, origin: 'http://evil.example', source: own }));
    expect(post).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'vitrin:content-ready' }, origin: 'null', source: own }));
    expect(post).toHaveBeenCalledTimes(1);
    const doc = (post.mock.calls[0]![0] as { html: string }).html;
    expect(doc.startsWith('<div id="game"></div>')).toBe(true);
    expect(doc).toContain('},100);');
    // The script travels as a JSON string: its text can never close the script tag.
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
    expect(softgamingsDocument('', '</script>')).toContain('\\u003c/script>');
  });

  it('an address frame loads the launch address in an opaque origin and never may navigate the site', () => {
    const launch = { kind: 'url', url: 'http://127.0.0.1:4001/demo?code=1', origin: 'http://127.0.0.1:4001' } as const;
    render(<GameFrame launch={launch} adapter={pragmatic} title="Gates" onCommand={() => undefined} />);
    const frame = screen.getByTitle('Gates');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:4001/demo?code=1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-pointer-lock allow-popups');
  });

  it('keeps its own origin only for a provider whose game needs it', () => {
    const launch = { kind: 'url', url: 'http://127.0.0.1:4001/demo', origin: 'http://127.0.0.1:4001' } as const;
    for (const adapter of Object.values(ADAPTERS)) expect(gameSandbox(launch, adapter)).not.toContain('allow-same-origin');
    expect(gameSandbox(launch, { ...pragmatic, needsOwnOrigin: true }).split(' ')).toContain('allow-same-origin');
    expect(gameSandbox({ kind: 'html', html: '', script: '', origin: launch.origin }, { ...softgamings, needsOwnOrigin: true })).not.toContain('allow-same-origin');
  });

  it('hands over only the messages of its own window, from its opaque origin', () => {
    const launch = { kind: 'url', url: 'http://127.0.0.1:4001/demo', origin: 'http://127.0.0.1:4001' } as const;
    const onCommand = jest.fn();
    render(<GameFrame launch={launch} adapter={pragmatic} title="Gates" onCommand={onCommand} />);
    const own = (screen.getByTitle('Gates') as HTMLIFrameElement).contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: { command: 'exit' }, origin: 'null', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { command: 'exit' }, origin: 'http://127.0.0.1:4001', source: own }));
    expect(onCommand).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { command: 'exit' }, origin: 'null', source: own }));
    expect(onCommand).toHaveBeenCalledWith('exit');
  });

  it('tells the game to pause while the host says games are paused, and to resume after; a game loading behind the dialog hears it too', () => {
    const launch = { kind: 'url', url: 'http://127.0.0.1:4001/demo', origin: 'http://127.0.0.1:4001' } as const;
    render(<GameFrame launch={launch} adapter={pragmatic} title="Gates" onCommand={() => undefined} />);
    const frame = screen.getByTitle('Gates') as HTMLIFrameElement;
    const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => bus.set('gamesPaused', true));
    // An opaque origin can only be addressed as '*'; the window is the frame's own.
    expect(post).toHaveBeenLastCalledWith({ command: 'vitrin:pause' }, '*');
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledTimes(2);
    act(() => bus.set('gamesPaused', false));
    expect(post).toHaveBeenLastCalledWith({ command: 'vitrin:resume' }, '*');
    expect(post).toHaveBeenCalledTimes(3);
    // A load while not paused says nothing.
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledTimes(3);
  });
});
