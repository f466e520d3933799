// The one fetch stand-in of every package's component tests lives in shared/test.
export { mockApi, type MockApi } from '../../../../shared/test/mockApi';
