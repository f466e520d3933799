// The call × failure drill's failures and checks for every package's component tests live in shared/test.
export { describeCallDrill, expectNothingTechnical, FAILURES, type CallDrill, type TypedField } from '../../../../shared/test/callFailures';
