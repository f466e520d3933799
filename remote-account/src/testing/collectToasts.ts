// One toast collector for every package's component tests lives in shared/test.
export { collectToasts, type ShownToast } from '../../../shared/test/collectToasts';
