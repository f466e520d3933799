// Placeholder until the member work lands: renders the account life-cycle dialogs and the hub.
export function MemberRoot() {
  return null;
}
