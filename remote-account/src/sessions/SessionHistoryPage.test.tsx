import { screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { SessionHistoryPage } from './SessionHistoryPage';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('SessionHistoryPage', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('lists sign-ins with IP, browser and device, platform, and marks the current one', async () => {
    api = memberApi({
      'POST customer/sessions': () => ok({
        items: [
          { id: 2, createdAt: '2026-03-02T10:00:00Z', endedAt: null, ip: '127.0.0.1', userAgent: CHROME, platform: 1, current: true },
          { id: 1, createdAt: '2026-03-01T10:00:00Z', endedAt: '2026-03-01T11:00:00Z', ip: '10.0.0.9', userAgent: IPHONE, platform: 2, current: false },
        ],
        total: 2,
      }),
    });
    renderPage(<SessionHistoryPage />);
    const table = await screen.findByRole('table', { name: 'Session History' });
    const [, current, old] = within(table).getAllByRole('row');
    expect(current).toHaveTextContent('127.0.0.1');
    expect(current).toHaveTextContent('Chrome · Linux');
    expect(current).toHaveTextContent('Desktop');
    expect(within(current!).getByText('This session')).toBeInTheDocument();
    expect(old).toHaveTextContent('Safari · iPhone');
    expect(old).toHaveTextContent('Mobile');
    expect(old).toHaveTextContent('Ended');
  });
});
