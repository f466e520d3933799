import { FOOTER_PROVIDERS } from '@vitrin/contract';

const NAMES: Record<(typeof FOOTER_PROVIDERS)[number], string> = {
  amusnet: 'Amusnet',
  '3oaksgaming': '3 Oaks Gaming',
  amatic: 'Amatic',
  bgaming: 'BGaming',
  betsoftow: 'Betsoft',
  pragmaticplay: 'Pragmatic Play',
  evolution: 'Evolution',
  evoplay: 'Evoplay',
  netent: 'NetEnt',
  novomatic: 'Novomatic',
  redtiger: 'Red Tiger',
  spribe: 'Spribe',
};

/**
 * The 12 provider logos of spec §2, served by the backend under sandbox/img/provider/, relative
 * to the document base so a site served under a sub-path finds them.
 */
export const PROVIDER_LOGOS = FOOTER_PROVIDERS.map((id) => ({
  id,
  name: NAMES[id],
  src: `sandbox/img/provider/${id}.svg`,
}));
