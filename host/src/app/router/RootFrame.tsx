import { ScrollRestoration } from 'react-router-dom';
import { Layout } from '../../shell/Layout';
import { PathnameProvider } from '../../shell/navigation/pathname';
import { MemberRoot } from '../../member/MemberRoot';
import { scrollKey } from './scrollKey';

/** Element of the root route: the shell's layout (header, menus, footer, outlet) and the member layer. */
export function RootFrame() {
  return (
    <>
      <PathnameProvider>
        <Layout />
      </PathnameProvider>
      <MemberRoot />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
