// In the browser the descriptors in service come from remotes.json before the first render (ADR
// 0036). The host's tests get the ones the remotes' sources declare, as a fresh build serves them.
import { descriptor as account } from '../../remote-account/src/descriptor';
import { descriptor as casino } from '../../remote-casino/src/descriptor';
import { descriptor as payments } from '../../remote-payments/src/descriptor';
import { descriptor as sports } from '../../remote-sports/src/descriptor';
import { serveDescriptors } from '../src/app/remotes/servedDescriptors';

serveDescriptors({ sports, casino, account, payments });
