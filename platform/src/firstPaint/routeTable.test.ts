import { routeTableFrom } from './routeTable';

const version = (descriptor: unknown) => ({ current: '1.0.0', versions: { '1.0.0': { entry: 'e.js', descriptor } } });

describe('routeTableFrom', () => {
  it('reads prefixes, home and member-only remotes from the descriptors in service', () => {
    const table = routeTableFrom({
      remotes: {
        casino: version({ name: 'casino', mount: 'root', prefixes: ['/casino', '/cup'], slots: ['HomeGameRails'], menu: [], contractVersion: '1.0.0' }),
        payments: version({ name: 'payments', mount: 'dashboard', prefixes: ['/dashboard/deposit'], slots: [], menu: [], contractVersion: '1.0.0' }),
        sports: version({ name: 'sports', mount: 'dashboard', prefixes: ['/spor'], slots: [], menu: [], contractVersion: '1.0.0' }),
      },
    });
    expect(table).toEqual({ home: ['casino'], prefixes: { casino: ['/casino', '/cup'], payments: ['/dashboard/deposit'] }, memberOnly: ['payments'] });
  });

  it('knows no remote without a document', () => {
    expect(routeTableFrom(null)).toEqual({ home: [], prefixes: {}, memberOnly: [] });
  });
});
