import type { HostAppKey } from './tr';

// English texts of the host platform.
export const en: Record<HostAppKey, string> = {
  'title.home': 'Sports, Live Betting and Casino',
  'crumb.home': 'Home',
  'crumb.promotions': 'Promotions',
  'crumb.pages': 'Pages',
  'crumb.selfTest': 'Self-test',
  'crumb.dashboard': 'My account',
  'crumb.notFound': 'Page not found',
  'crumb.sports': 'Sports',
  'crumb.liveSports': 'Live Betting',
  'crumb.esports': 'E-sports',
  'crumb.casino': 'Casino',
  'crumb.deposit': 'Deposit',
  'crumb.withdraw': 'Withdraw',
  'app.error.title': 'Something went wrong',
  'app.error.text': 'The page could not be shown. Please reload it.',
  'override.active': 'This browser runs remote {remote} from {entry} (override).',
  'override.remove': 'Remove override',
  'app.error.reload': 'Reload the page',
};
