import { startSandbox, type Sandbox } from '../../test/helpers';

jest.setTimeout(90000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb?.stop());

describe('provider origin', () => {
  it('answers on another port than the site, so provider frames are cross-origin', async () => {
    const site = new URL(sb.server.url);
    const providers = new URL(sb.server.providerUrl);
    expect(providers.hostname).toBe(site.hostname);
    expect(providers.port).not.toBe(site.port);
    const answer = await fetch(`${sb.server.providerUrl}/`);
    expect(answer.ok).toBe(true);
    // The site's API is not reachable there.
    expect((await fetch(`${sb.server.providerUrl}/api/cms/grouped`)).status).toBe(404);
  });
});
