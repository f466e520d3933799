// The call × failure drill's failures and checks for every package's component tests live in shared/test.
export { expectNothingTechnical, expectTold, FAILURES, heldAnswer, shownMessages } from '../../../../shared/test/callFailures';
