import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazySlot } from './lazySlot';

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
    await act(async () => {
      render(<Suspense fallback="loading"><Slot label="after the failure" /></Suspense>);
    });
    expect(await screen.findByText('after the failure')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
