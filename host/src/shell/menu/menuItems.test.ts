import type { RemoteDescriptor } from '@vitrin/contract';
import { descriptorOf, serveDescriptors, servedDescriptors } from '../../app/remotes/servedDescriptors';
import { remoteForPath } from '../../app/router/remoteMounts';
import { menuItems } from './menuItems';

const served = servedDescriptors();
afterEach(() => serveDescriptors(Object.fromEntries(served.map((d) => [d.name, d]))));

/** The casino in service with one more lobby: a route prefix it already owns and a menu entry. */
function casinoWithTournaments(): RemoteDescriptor {
  const casino = descriptorOf('casino')!;
  return {
    ...casino,
    menu: [...casino.menu, { id: 'tournaments', menu: 'main', order: 95, to: '/casino/tournaments', icon: 'star', label: { tr: 'Turnuvalar', en: 'Tournaments' } }],
  };
}

describe('menus built from the descriptors in service', () => {
  it('keeps the spec order with the host entries between the remotes', () => {
    expect(menuItems('main').map((item) => item.id)).toEqual([
      'sports', 'live-betting', 'esports', 'casino', 'live-casino', 'virtual', 'bingo', 'games', 'tv-games', 'promotions', 'bonus-request', 'call-request',
    ]);
    expect(menuItems('compact').map((item) => item.id)).toEqual([
      'sports', 'live-betting', 'casino', 'live-casino', 'esports', 'aviator', 'bingo', 'games', 'tv-games',
    ]);
    expect(menuItems('main').find((item) => item.id === 'call-request')?.action).toEqual({ kind: 'callrequest' });
  });

  it('shows a menu entry a remote release adds, in both languages, and drops it when that version leaves service', () => {
    serveDescriptors({ casino: casinoWithTournaments() });
    const entry = menuItems('main').find((item) => item.id === 'tournaments');
    expect(entry).toMatchObject({ label: { tr: 'Turnuvalar', en: 'Tournaments' }, action: { kind: 'link', to: '/casino/tournaments' } });
    expect(menuItems('main').map((item) => item.id).indexOf('tournaments')).toBe(menuItems('main').map((item) => item.id).indexOf('tv-games') + 1);

    serveDescriptors(Object.fromEntries(served.map((d) => [d.name, d])));
    expect(menuItems('main').some((item) => item.id === 'tournaments')).toBe(false);
  });

  it('routes a prefix a release adds to its remote', () => {
    expect(remoteForPath('/slots-cup')).toBeNull();
    const casino = casinoWithTournaments();
    serveDescriptors({ casino: { ...casino, prefixes: [...casino.prefixes, '/slots-cup'] } });
    expect(remoteForPath('/slots-cup/today')).toBe('casino');
  });
});
