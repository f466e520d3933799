import { egt } from './egt';
import { frameCommand } from './frameCommand';
import { pragmatic } from './pragmatic';
import { softgamings } from './softgamings';
import type { Launch } from './launchAdapter';

const frame = {} as Window;
const other = {} as Window;
const url: Launch = { kind: 'url', url: 'http://127.0.0.1:4001/g', origin: 'http://127.0.0.1:4001' };
const html: Launch = { kind: 'html', html: '', script: '', origin: 'http://127.0.0.1:4001' };
const from = (source: unknown, origin: string, data: unknown) => ({ source: source as MessageEventSource, origin, data });

describe('frame messages (spec §4)', () => {
  it('exit from the frame, in its opaque origin ("null": sandboxed without allow-same-origin), exits', () => {
    expect(frameCommand(from(frame, 'null', { command: 'exit' }), frame, url, pragmatic)).toBe('exit');
  });

  it('a provider that keeps its own origin speaks from the launch origin, and only from it', () => {
    const own = { ...pragmatic, needsOwnOrigin: true };
    expect(frameCommand(from(frame, 'http://127.0.0.1:4001', { command: 'exit' }), frame, url, own)).toBe('exit');
    expect(frameCommand(from(frame, 'null', { command: 'exit' }), frame, url, own)).toBeNull();
    expect(frameCommand(from(frame, 'http://127.0.0.1:4001', { command: 'exit' }), frame, url, pragmatic)).toBeNull();
  });

  it('ignores another window, even at the right origin', () => {
    expect(frameCommand(from(other, 'null', { command: 'exit' }), frame, url, pragmatic)).toBeNull();
  });

  it("ignores the frame's window at another origin", () => {
    expect(frameCommand(from(frame, 'http://evil.test', { command: 'exit' }), frame, url, pragmatic)).toBeNull();
  });

  it('ignores anything but the known commands', () => {
    expect(frameCommand(from(frame, 'null', { command: 'deposit' }), frame, url, pragmatic)).toBeNull();
    expect(frameCommand(from(frame, 'null', 'exit'), frame, url, pragmatic)).toBeNull();
    expect(frameCommand(from(frame, 'null', { command: 'com.egt-bg.reload' }), frame, url, pragmatic)).toBeNull();
  });

  it('Egt: its exit command exits, its reload command relaunches', () => {
    expect(frameCommand(from(frame, 'null', { command: 'com.egt-bg.exit' }), frame, url, egt)).toBe('exit');
    expect(frameCommand(from(frame, 'null', { command: 'com.egt-bg.reload' }), frame, url, egt)).toBe('reload');
    expect(frameCommand(from(frame, 'null', { command: 'exit' }), frame, url, egt)).toBe('exit');
  });

  it('SoftGamings: the sandboxed frame speaks from the opaque origin "null", or a frame inside it from the provider origin', () => {
    expect(frameCommand(from(frame, 'null', { command: 'exit' }), frame, html, softgamings)).toBe('exit');
    const inner = { parent: frame } as unknown as Window;
    expect(frameCommand(from(inner, 'http://127.0.0.1:4001', { command: 'exit' }), frame, html, softgamings)).toBe('exit');
    expect(frameCommand(from(inner, 'http://evil.test', { command: 'exit' }), frame, html, softgamings)).toBeNull();
    expect(frameCommand(from(other, 'null', { command: 'exit' }), frame, html, softgamings)).toBeNull();
  });
});
