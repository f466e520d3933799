import { act, render, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { ToastListener } from './ToastListener';

describe('ToastListener', () => {
  it('loads the toasts on the first request, shows it, and ignores a duplicate id', async () => {
    render(<ToastListener />);
    act(() => {
      bus.emit('toast/show', { type: 'success', message: 'Saved', id: 'same' });
      bus.emit('toast/show', { type: 'error', message: 'Saved again', id: 'same' });
      bus.emit('toast/show', { type: 'info', message: 'Other' });
    });
    expect(await screen.findByText('Saved', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await screen.findByText('Other')).toBeInTheDocument();
    expect(screen.queryByText('Saved again')).not.toBeInTheDocument();
    act(() => bus.emit('toast/show', { type: 'warning', message: 'Later' }));
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });
});
