import { act, render, waitFor } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { PaymentsOpenerHost } from './PaymentsOpenerHost';
import { recordOpenerRequests } from '../testing/recordOpenerRequests';

describe('PaymentsOpenerHost', () => {
  it('loads nothing until payments/open or payments/open-deposit-modal, then hands each to PaymentsOpener, numbered', async () => {
    const { seen, loader } = recordOpenerRequests();
    render(<PaymentsOpenerHost />);
    expect(loader).not.toHaveBeenCalled();
    act(() => bus.emit('payments/open-deposit-modal', {}));
    await waitFor(() => expect(seen).toContainEqual({ seq: 1, depositModal: true }));
    const open = { kind: 'withdraw' as const, id: 201, type: 1, title: 'Havale/EFT' };
    act(() => bus.emit('payments/open', open));
    await waitFor(() => expect(seen).toContainEqual({ seq: 2, open }));
    expect(loader.mock.calls[0]!.slice(0, 2)).toEqual(['payments', 'PaymentsOpener']);
  });
});
