import type { LoaderFunctionArgs } from 'react-router-dom';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { dashboardGuard, routerPath } from './dashboardGuard';
import { setLastLocation } from '../auth/navigation';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

describe('dashboardGuard (spec §6)', () => {
  let requested: jest.Mock;
  let off: () => void;
  beforeEach(() => {
    requested = jest.fn();
    off = bus.on('auth/login-requested', requested);
    setLastLocation(null);
  });
  afterEach(() => {
    off();
    bus.set('auth', INITIAL_CHANNELS.auth);
  });

  it('lets a member in', async () => {
    bus.set('auth', { hasLogin: true, token: 't', username: 'u', usercode: '1' });
    await expect(dashboardGuard(args('http://localhost/dashboard/account'))).resolves.toBeNull();
    expect(requested).not.toHaveBeenCalled();
  });

  it('asks a guest to log in and keeps them where they were', async () => {
    setLastLocation('/casino/slot?x=1');
    const result = await dashboardGuard(args('http://localhost/dashboard/account?tab=2'));
    expect(requested).toHaveBeenCalledWith({ returnTo: '/dashboard/account?tab=2' });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('Location')).toBe('/casino/slot?x=1');
  });

  it('sends a guest home on a first load', async () => {
    const result = (await dashboardGuard(args('http://localhost/dashboard'))) as Response;
    expect(result.headers.get('Location')).toBe('/');
    expect(requested).toHaveBeenCalledWith({ returnTo: '/dashboard' });
  });
});

describe('routerPath', () => {
  it('strips the document base', () => {
    expect(routerPath('http://localhost/site/dashboard?a=1', 'http://localhost/site/')).toBe('/dashboard?a=1');
    expect(routerPath('http://localhost/dashboard', 'http://localhost/')).toBe('/dashboard');
    expect(routerPath('http://localhost/site/', 'http://localhost/site/')).toBe('/');
  });
});
