import { bus } from '../bus/bus';
import { ApiError } from './ApiError';
import { serverMessage, toastError, toastSuccess } from './toast';

describe('the toasts host and remotes raise (one reading of an error everywhere)', () => {
  const shown: { type: string; message: string }[] = [];
  let off: () => void;
  beforeEach(() => { shown.length = 0; off = bus.on('toast/show', (toast) => shown.push(toast)); });
  afterEach(() => off());

  it('shows the server\'s own words for a refusal, an HTTP error or an expired session, trimmed', () => {
    toastError(new ApiError('rejected', 'x', ' Limit reached. '), 'fallback');
    toastError(new ApiError('unauthorized', 'x', 'Your session has ended.'), 'fallback');
    expect(shown).toEqual([{ type: 'error', message: 'Limit reached.' }, { type: 'error', message: 'Your session has ended.' }]);
  });

  it('shows our own text when the server said nothing a player should read', () => {
    toastError(new ApiError('network', 'x', 'Failed to fetch'), 'No connection');
    toastError(new Error('boom'), 'Something went wrong');
    toastSuccess('  ', 'Saved');
    expect(shown.map((toast) => toast.message)).toEqual(['No connection', 'Something went wrong', 'Saved']);
    expect(serverMessage(new ApiError('contract', 'x', 'bad shape'))).toBe('');
  });
});
