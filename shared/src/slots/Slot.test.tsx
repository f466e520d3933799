import { lazy } from 'react';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus/bus';
import { RemoteLoadError } from './RemoteLoadError';
import type { ComponentType, ReactNode } from 'react';
import { Slot as TypedSlot } from './Slot';

// These tests place made-up slots through a fake loader, so the contract's slot map is bypassed.
const Slot = TypedSlot as unknown as ComponentType<{
  remote: string;
  name: string;
  props?: object;
  children?: ReactNode;
  quiet?: boolean;
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
}>;
import { preloadSlot, registerSlotLoader } from './slotLoader';
import { lazySlot } from './lazySlot';

// The machine is shared and slow at times; give async UI a little longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

function Greeting({ who, children }: { who?: string; children?: React.ReactNode }) {
  return (
    <p>
      hello {who} {children}
    </p>
  );
}

function Broken(): never {
  throw new Error('render blew up');
}

describe('Slot', () => {
  let failed: Array<{ remote: string; reason: string }>;
  let off: () => void;
  beforeEach(() => {
    failed = [];
    off = bus.on('remote/failed', (p) => failed.push(p));
    bus.set('language', 'en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('renders the slot the loader resolves, with its props and children', async () => {
    const loader = jest.fn().mockResolvedValue(Greeting);
    registerSlotLoader(loader);
    render(
      <Slot remote="casino" name="Greeting" props={{ who: 'world' }}>
        <b>!</b>
      </Slot>,
    );
    expect(await screen.findByText(/hello world/)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('casino', 'Greeting', { retry: false });
  });

  it('preloads a slot: its module and its code, once, and the render uses them', async () => {
    const code = jest.fn(async () => Greeting);
    const loader = jest.fn().mockResolvedValue(lazySlot('Greeting', code));
    registerSlotLoader(loader);
    preloadSlot('account', 'Greeting');
    preloadSlot('account', 'Greeting');
    await act(async () => undefined);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(code).toHaveBeenCalledTimes(1);
    render(<Slot remote="account" name="Greeting" props={{ who: 'early' }} />);
    expect(await screen.findByText(/hello early/)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the render, which shows the fallback', async () => {
    registerSlotLoader(() => Promise.reject(new RemoteLoadError('account', 'unavailable', 'entry 404')));
    preloadSlot('account', 'Greeting');
    await act(async () => undefined);
    render(<Slot remote="account" name="Greeting" />);
    expect(await screen.findByText('My account is temporarily unavailable')).toBeInTheDocument();
  });

  it('renders a slot that the remote exposes as a lazy component', async () => {
    const LazyGreeting = lazy(() => Promise.resolve({ default: Greeting }));
    registerSlotLoader(() => Promise.resolve(LazyGreeting));
    render(<Slot remote="casino" name="Lazy" props={{ who: 'lazily' }} />);
    expect(await screen.findByText(/hello lazily/)).toBeInTheDocument();
  });

  it('shows the translated section fallback when the remote is down, and Retry loads again', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new RemoteLoadError('casino', 'load-error', 'down', { reported: true }))
      .mockResolvedValueOnce(Greeting);
    registerSlotLoader(loader);
    render(<Slot remote="casino" name="Rails" props={{ who: 'again' }} />);
    expect(await screen.findByText('Casino is temporarily unavailable')).toBeInTheDocument();
    // The loader already reported this failure; the boundary must not report it twice.
    expect(failed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/hello again/)).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('casino', 'Rails', { retry: true });
  });

  it('speaks Turkish when the language is tr', async () => {
    registerSlotLoader(() => Promise.reject(new RemoteLoadError('sports', 'timeout', 'slow', { reported: true })));
    act(() => bus.set('language', 'tr'));
    render(<Slot remote="sports" name="Live" />);
    expect(await screen.findByText('Spor şu anda kullanılamıyor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('keeps a throwing slot inside its boundary and reports it on the bus', async () => {
    registerSlotLoader(() => Promise.resolve(Broken));
    render(
      <div>
        <p>the rest of the page</p>
        <Slot remote="casino" name="Broken" />
      </div>,
    );
    expect(await screen.findByText('Casino is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(failed).toEqual([{ remote: 'casino', reason: 'slot Broken: render blew up' }]);
  });

  it('renders nothing for a quiet slot and the given fallback otherwise', async () => {
    registerSlotLoader(() => Promise.reject(new Error('no such slot')));
    const { container } = render(<Slot remote="casino" name="Quiet" quiet />);
    render(<Slot remote="casino" name="Custom" fallback={(retry) => <button onClick={retry}>custom</button>} />);
    expect(await screen.findByRole('button', { name: 'custom' })).toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Slot typing (contract SlotPropsMap)', () => {
  it('refuses, at compile time, a slot the remote does not expose and props of the wrong shape', () => {
    // tsc runs over tests: these lines fail the typecheck if the slot map stops being enforced.
    // @ts-expect-error: casino exposes no slot "Nope"
    const unknownSlot = <TypedSlot remote="casino" name="Nope" />;
    // @ts-expect-error: HomeGameRails takes no props
    const wrongProps = <TypedSlot remote="casino" name="HomeGameRails" props={{ who: 1 }} />;
    const placed = <TypedSlot remote="casino" name="TopWinners" quiet />;
    expect([unknownSlot, wrongProps, placed]).toHaveLength(3);
  });
});
