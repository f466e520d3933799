// The call × failure drill's failures and checks for every package's component tests live in shared/test.
export { describeCallDrill, type CallDrill } from '../../../shared/test/callFailures';
