import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { bus } from '../bus/bus';
import { lazySlot } from './lazySlot';
import { Slot } from './Slot';
import { registerSlotLoader } from './slotLoader';

const Frame = ({ label }: { label: string }) => <p>{label}</p>;

describe('lazySlot', () => {
  it('renders the loaded component, its code fetched once however often it is preloaded', async () => {
    const load = jest.fn(async () => Frame);
    const Slot = lazySlot('Frame', load);
    await Slot.preload();
    await Slot.preload();
    render(<Suspense fallback="loading"><Slot label="the frame" /></Suspense>);
    expect(await screen.findByText('the frame')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the first render fetches again', async () => {
    const load = jest.fn<Promise<typeof Frame>, []>()
      .mockRejectedValueOnce(new Error('chunk 503'))
      .mockResolvedValueOnce(Frame);
    const Slot = lazySlot('Frame', load);
    await expect(Slot.preload()).rejects.toThrow('chunk 503');
    render(<Suspense fallback="loading"><Slot label="after the failure" /></Suspense>);
    expect(await screen.findByText('after the failure')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a lazySlot placed by <Slot> whose code failed to load', () => {
  beforeEach(() => {
    bus.set('language', 'en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads its code again on Retry (the remote module, and so the slot component, stays the same)', async () => {
    const load = jest.fn<Promise<typeof Frame>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 77 failed.'))
      .mockResolvedValue(Frame);
    const Opener = lazySlot('PaymentsOpener', load);
    // The host's loader answers from the module it loaded once: the same component every time.
    registerSlotLoader(async () => Opener);
    render(<Slot remote="payments" name="PaymentsOpener" props={{ label: 'Deposit' } as never} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 }));
    expect(await screen.findByText('Deposit', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
