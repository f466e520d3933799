export { test, expect } from './fixtures';
export { SitePage, type Language, type RemoteName } from './SitePage';
export { SandboxClient } from './SandboxClient';
export { expectNoA11yViolations } from './a11y';
export { DEMO, registerMember, uniqueUsername, type NewMember } from './session';
export { ROUTES, type RouteCase } from './routes';
export { blockRemote, hangRemote, setRemoteTimeout } from './drills';
export { withoutPopup } from './popup';
export { hubUp, openAsNewMember } from './liveMember';
