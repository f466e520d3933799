import { AGGREGATORS } from './studios';
import { CATALOGUE } from './catalogue';
import { lobbyPage } from './lobbyPage';

const aggregators = AGGREGATORS.map((a) => a.name as string);

describe('a lobby page names the studios players know', () => {
  test("the provider filter lists studios (Play'n GO, Wazdan), not the aggregators that launch them", () => {
    const { providers } = lobbyPage({ lobby: 'slot', skip: 0, take: 1 });
    expect(providers).toEqual(expect.arrayContaining(["Play'n GO", 'Wazdan', 'NetEnt']));
    for (const name of ['Hub88', 'Digitain', 'SoftGamings', 'EveryMatrix']) expect(providers).not.toContain(name);
    expect(providers).toEqual([...providers].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('a studio narrows the games to its own, whichever aggregator carries them', () => {
    const wazdan = lobbyPage({ lobby: 'slot', provider: 'Wazdan', skip: 0, take: 100 });
    expect(wazdan.total).toBe(CATALOGUE.filter((g) => g.lobby === 'slot' && g.studio === 'Wazdan').length);
    expect(wazdan.items.every((g) => g.studio === 'Wazdan')).toBe(true);
    expect(new Set(wazdan.items.map((g) => g.providerName)).size).toBeGreaterThan(1);
  });

  test("the filter offers only studios with games under the lobby's other choice", () => {
    const live = lobbyPage({ lobby: 'live', skip: 0, take: 1 }).providers;
    const poker = lobbyPage({ lobby: 'live', liveFilter: 'poker', skip: 0, take: 1 }).providers;
    expect(poker.length).toBeGreaterThan(0);
    for (const studio of poker) {
      expect(live).toContain(studio);
      expect(lobbyPage({ lobby: 'live', liveFilter: 'poker', provider: studio, skip: 0, take: 1 }).total).toBeGreaterThan(0);
    }
    expect(live.some((studio) => aggregators.includes(studio) && !CATALOGUE.some((g) => g.studio === studio))).toBe(false);
  });
});
