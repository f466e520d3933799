import { Outlet } from 'react-router-dom';

/**
 * The host's wrapper around a remote's routes: names the remote and the version in service, for
 * diagnostics and the e2e drills, whatever the remote renders. `display: contents` keeps it out
 * of the layout.
 */
export function RemoteSection({ remote, version }: { remote: string; version: string }) {
  return (
    <div data-remote-section={remote} data-remote-version={version} style={{ display: 'contents' }}>
      <Outlet />
    </div>
  );
}
