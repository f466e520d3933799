// One toast collector for every package's component tests lives in shared/test.
export { collectToasts } from '../../../shared/test/collectToasts';
