import { getDefaultStore } from 'jotai';
import type { Bootstrap } from '@vitrin/contract';
import { bootstrapAtom } from '../settings/bootstrapAtom';

/** Bootstrap data as start-up settles on it (schema-valid), with the parts a test gives. */
export function bootstrapFixture(parts: Partial<Bootstrap> = {}): Bootstrap {
  return {
    sliderList: [], categoryList: [], casinoCategoryList: [], language: [], translationList: [], siteOption: [],
    domainStatus: { current: '', next: null }, trialBonusAmount: 0, popup: null,
    ...parts,
  };
}

/** What `publishBootstrap` does for the shell's readers (null: no data at all). */
export function settleBootstrap(value: Bootstrap | null): void {
  getDefaultStore().set(bootstrapAtom, value);
}
