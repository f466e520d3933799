export { test, expect, type VitrinFixtures, type VitrinOptions } from './fixtures';
export { SitePage, type Language, type RemoteName } from './SitePage';
export { SandboxClient, type SandboxMessage } from './SandboxClient';
export { expectNoA11yViolations, type A11yOptions } from './a11y';
export { DEMO, apiLogin, registerMember, uniqueUsername, type Credentials, type NewMember, type Session } from './session';
export { ROUTES, type RouteOwner } from './routes';
export { blockRemote, hangRemote, remoteEntryPattern, setRemoteTimeout } from './drills';
export { withoutPopup } from './popup';
export { hubUp, openAsNewMember, type LiveMemberOptions } from './liveMember';
