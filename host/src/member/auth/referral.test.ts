import { STORAGE_KEYS } from '@vitrin/contract';
import { captureReferralFromUrl, readReferral } from './referral';

describe('referral', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the landing query and prefers a numeric refId', () => {
    captureReferralFromUrl('?refId=42&partner=p1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.referral)!)).toEqual({ refId: 42, partner: 'p1' });
    expect(readReferral('')).toEqual({ refId: 42 });
  });

  it('sends partner, subid and source when there is no refId', () => {
    captureReferralFromUrl('?partner=p1&subid=s2&source=ads');
    expect(readReferral('')).toEqual({ partner: 'p1', subid: 's2', source: 'ads' });
  });

  it('falls back to cookies and ignores a non-numeric refId', () => {
    expect(readReferral('refId=abc; partner=from%20cookie; other=1')).toEqual({ partner: 'from cookie' });
    expect(readReferral('refId=7')).toEqual({ refId: 7 });
  });

  it('leaves storage alone when the landing URL carries nothing', () => {
    captureReferralFromUrl('?utm=1');
    expect(localStorage.getItem(STORAGE_KEYS.referral)).toBeNull();
    expect(readReferral('')).toEqual({});
  });
});
