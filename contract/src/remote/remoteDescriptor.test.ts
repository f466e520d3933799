import { defineRemote, parseRemoteDescriptor, type RemoteDescriptor } from './remoteDescriptor';
import type { RemoteName } from './remoteModule';

// The types below are checked by the type-check build (scripts/typecheck.sh); jest runs the values.

const casino = defineRemote({ name: 'casino', mount: 'root', prefixes: ['/casino'], slots: ['TopWinners'], menu: [], contractVersion: '1.0.0' });
const payments = defineRemote({ name: 'payments', mount: 'dashboard', prefixes: ['/dashboard/deposit'], slots: ['PaymentsOpener'], menu: [], contractVersion: '1.0.0' });

describe('RemoteDescriptor', () => {
  it('a remote\'s own descriptor is a descriptor of any remote, as the host keeps them per remote', () => {
    const served: Partial<Record<RemoteName, RemoteDescriptor>> = { casino, payments };
    const all: RemoteDescriptor[] = [casino, payments];
    expect(served.casino?.slots).toEqual(['TopWinners']);
    expect(all.map((descriptor) => descriptor.name)).toEqual(['casino', 'payments']);
  });

  it('a slot of another remote does not type-check, and the schema reads any PascalCase name', () => {
    const wrong = {
      name: 'casino',
      mount: 'root',
      prefixes: ['/casino'],
      // @ts-expect-error the payments remote's slot, not one of the casino's
      slots: ['PaymentsOpener'],
      menu: [],
      contractVersion: '1.0.0',
    } satisfies RemoteDescriptor<'casino'>;
    // What another version declares arrives untrusted: the host places only the slots it knows.
    expect(parseRemoteDescriptor(wrong)).toEqual({ descriptor: wrong });
    expect(parseRemoteDescriptor({ ...wrong, slots: ['not-pascal'] })).toEqual({ problem: expect.stringMatching(/^slots\.0: /) });
  });
});
