import { act, render, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  it('shows a toast raised on the bus and ignores a duplicate id', async () => {
    render(<ToastHost />);
    act(() => {
      bus.emit('toast/show', { type: 'success', message: 'Saved', id: 'same' });
      bus.emit('toast/show', { type: 'error', message: 'Saved again', id: 'same' });
      bus.emit('toast/show', { type: 'info', message: 'Other' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Other')).toBeInTheDocument();
    expect(screen.queryByText('Saved again')).not.toBeInTheDocument();
  });
});
