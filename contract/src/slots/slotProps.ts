import type { ReactNode } from 'react';
import type { Game } from '../api/casino/game';

/**
 * The props of every named slot, by remote and slot name: placing a slot (`<Slot remote name props>`)
 * and exposing one (`RemoteModule.slots`) are type-checked against this map, the way bus events are
 * against `BusEvents`. Adding a slot is a minor contract change; changing its props is major.
 * The remote manifest (`remotes.manifest.json`) lists the same names for tools and diagnostics.
 */
export interface SlotPropsMap {
  sports: Record<never, never>;
  casino: {
    /** Rails of games on the home page (§2 Home). */
    HomeGameRails: Record<string, never>;
    /** The top-winners card (§2 Other, §7 transaction/topwinners, count 40). */
    TopWinners: Record<string, never>;
    /** The casino video banner (§3 Video banner). */
    VideoBanner: Record<string, never>;
    /**
     * The casino's answer to `game/open` and `game/search-open` on every page (spec §4): the host
     * mounts it at the first such event and passes each one, numbered (`seq`), so each acts once.
     * It also hosts the mobile play modal.
     */
    GameOpener: { request: { seq: number; game?: Game; search?: { search: string; live: boolean } } | null };
  };
  account: {
    /** The dashboard layout (menus, tabs, breadcrumbs) around every /dashboard page. */
    DashboardLayout: { children?: ReactNode };
  };
  payments: {
    /**
     * The payments remote's answer to `payments/open` (the dynamic deposit/withdraw dialog, spec §2)
     * and `payments/open-deposit-modal` (the Deposit Money modal) on every page: the host mounts it
     * at the first such event and passes each one, numbered (`seq`), so each opens once.
     */
    PaymentsOpener: {
      request: {
        seq: number;
        open?: { kind: 'deposit' | 'withdraw'; id: number; type: number; title: string };
        depositModal?: true;
      } | null;
    };
  };
}
