// In the browser the descriptors in service come from remotes.json before the first render (ADR
// 0036). The host's tests get the ones the remotes' sources declare, as a fresh build serves them:
// served when a suite first loads the module that holds them, so a suite that never does (most
// logic suites) does not evaluate the four descriptors and the contract they import (ADR 0079).
import type * as ServedDescriptors from '../src/app/remotes/servedDescriptors';
import type * as Account from '../../remote-account/src/descriptor';
import type * as Casino from '../../remote-casino/src/descriptor';
import type * as Payments from '../../remote-payments/src/descriptor';
import type * as Sports from '../../remote-sports/src/descriptor';

jest.mock('../src/app/remotes/servedDescriptors', () => {
  const actual = jest.requireActual<typeof ServedDescriptors>('../src/app/remotes/servedDescriptors');
  actual.serveDescriptors({
    sports: jest.requireActual<typeof Sports>('../../remote-sports/src/descriptor').descriptor,
    casino: jest.requireActual<typeof Casino>('../../remote-casino/src/descriptor').descriptor,
    account: jest.requireActual<typeof Account>('../../remote-account/src/descriptor').descriptor,
    payments: jest.requireActual<typeof Payments>('../../remote-payments/src/descriptor').descriptor,
  });
  return actual;
});
