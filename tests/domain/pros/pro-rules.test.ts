import { describe, expect, it } from 'vitest';
import { canEditApplication, isListed, ratedAverage } from '../../../src/domain/pros/pro';
import {
  EMPTY_APPLICATION,
  draftOf,
  firstIncompleteStep,
  validateApplicationFields,
  validateForSubmission,
  validateRejectionReason,
  validateStep,
} from '../../../src/domain/pros/pro-application';
import { DOCUMENT_MAX_BYTES, validateDocumentFile } from '../../../src/domain/pros/pro-document';
import { deletionConfirmed } from '../../../src/domain/pros/pro-deletion';
import { PROS_PAGE_SIZE, listPros } from '../../../src/domain/pros/pro-listing';
import { aPro, anApplication } from '../../support/pro-mother';

describe('pro rules', () => {
  it('lists only approved pros that are not deleted', () => {
    expect(isListed(aPro())).toBe(true);
    expect(isListed(aPro({ verificationStatus: 'pending' }))).toBe(false);
    expect(isListed(aPro({ verificationStatus: 'rejected' }))).toBe(false);
    expect(isListed(aPro({ deletedAt: '2026-02-01T00:00:00.000Z' }))).toBe(false);
  });

  it('Issue 13 a pro has a rating to show only once reviewed: the average, else none', () => {
    expect(ratedAverage(aPro({ ratingAvg: 4.5, reviewsCount: 10 }))).toBe(4.5);
    expect(ratedAverage(aPro({ ratingAvg: 0, reviewsCount: 0 }))).toBeNull();
    expect(ratedAverage(aPro({ ratingAvg: null, reviewsCount: 0 }))).toBeNull();
  });

  it('lets a pro edit a draft or a rejected application, not a pending or approved one', () => {
    expect(canEditApplication(null)).toBe(true);
    expect(canEditApplication(aPro({ verificationStatus: 'draft' }))).toBe(true);
    expect(canEditApplication(aPro({ verificationStatus: 'rejected' }))).toBe(true);
    expect(canEditApplication(aPro({ verificationStatus: 'pending' }))).toBe(false);
    expect(canEditApplication(aPro({ verificationStatus: 'approved' }))).toBe(false);
  });

  it('explains every invalid application field', () => {
    const errors = validateApplicationFields(anApplication({ displayName: 'A', headline: '', bio: 'short', sports: [], priceCents: 100, turnaroundHours: 5 }));
    expect(Object.keys(errors).sort()).toEqual(['bio', 'displayName', 'headline', 'priceCents', 'sports', 'turnaroundHours']);
    expect(validateApplicationFields(anApplication())).toEqual({});
  });

  it('saving a step checks only that step: the profile step does not ask for sports or a price', () => {
    const profileOnly = { ...EMPTY_APPLICATION, displayName: 'Coach Carla', headline: 'Tennis serve specialist', bio: 'Twelve years coaching juniors and adults.' };
    expect(validateStep('profile', profileOnly)).toEqual({});
    expect(Object.keys(validateStep('pricing', profileOnly)).sort()).toEqual(['priceCents', 'sports']);
    expect(Object.keys(validateStep('profile', { ...profileOnly, headline: '', bio: 'short' })).sort()).toEqual(['bio', 'headline']);
    expect(validateStep('credentials', anApplication(), ['certification'])).toEqual({ documents: 'Upload an identity document.' });
    // Submission still checks everything.
    expect(Object.keys(validateForSubmission(profileOnly, [])).sort()).toEqual(['documents', 'priceCents', 'sports']);
  });

  it('finds the first step still missing answers, so a returning pro resumes there', () => {
    expect(firstIncompleteStep(EMPTY_APPLICATION, [])).toBe('profile');
    expect(firstIncompleteStep({ ...anApplication(), sports: [], priceCents: 0 }, [])).toBe('pricing');
    expect(firstIncompleteStep(anApplication(), [])).toBe('credentials');
    expect(firstIncompleteStep(anApplication(), ['identity'])).toBeNull();
  });

  it('a draft keeps what is filled and gives an unanswered or unstorable field its empty value', () => {
    const typed = anApplication({ displayName: '  Coach Carla  ', sports: [], yearsExperience: Number.NaN, priceCents: Number.NaN, turnaroundHours: 5 });
    expect(draftOf(typed)).toEqual({
      ...anApplication(),
      displayName: 'Coach Carla',
      sports: [],
      yearsExperience: 0,
      priceCents: 0,
      turnaroundHours: EMPTY_APPLICATION.turnaroundHours,
    });
    expect(draftOf(anApplication())).toEqual(anApplication());
    expect(draftOf(anApplication({ yearsExperience: 81, priceCents: 100_001 }))).toMatchObject({ yearsExperience: 0, priceCents: 0 });
    expect(draftOf(anApplication({ yearsExperience: 3, priceCents: 300 }))).toMatchObject({ yearsExperience: 3, priceCents: 300 });
  });

  it('needs an identity document before submission', () => {
    expect(validateForSubmission(anApplication(), ['certification'])).toEqual({ documents: 'Upload an identity document.' });
    expect(validateForSubmission(anApplication(), ['identity'])).toEqual({});
  });

  it('checks a credential file type and size before anything is sent', () => {
    expect(validateDocumentFile({ name: 'id.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(validateDocumentFile({ name: 'id.exe', type: 'application/x-msdownload', size: 1000 })).toBe('"id.exe" is not a PDF, JPEG or PNG file.');
    expect(validateDocumentFile({ name: 'big.png', type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 })).toBe('"big.png" is larger than 10 MB.');
    expect(validateDocumentFile({ name: 'ok.png', type: 'image/png', size: DOCUMENT_MAX_BYTES })).toBeNull();
  });

  it('requires a rejection reason the pro can act on', () => {
    expect(validateRejectionReason('   ')).not.toBeNull();
    expect(validateRejectionReason('Identity document is blurry')).toBeNull();
  });

  it('confirms deletion only when the exact name is typed', () => {
    expect(deletionConfirmed('Coach Carla', 'Coach Carla')).toBe(true);
    expect(deletionConfirmed(' Coach Carla ', 'Coach Carla')).toBe(true);
    expect(deletionConfirmed('coach carla', 'Coach Carla')).toBe(false);
    expect(deletionConfirmed('', '')).toBe(false);
  });
});

describe('pro listing', () => {
  const pros = [
    aPro({ id: 'a', displayName: 'Ana Ace', sports: ['Tennis'], priceCents: 3000, ratingAvg: 4.9 }),
    aPro({ id: 'b', displayName: 'Ben Birdie', sports: ['Golf'], priceCents: 2000, ratingAvg: 4.2 }),
    aPro({ id: 'c', displayName: 'Cleo Court', sports: ['Tennis', 'Running'], priceCents: 5000, ratingAvg: 3.9 }),
    aPro({ id: 'd', displayName: 'Dan Pending', verificationStatus: 'pending', ratingAvg: 5 }),
    aPro({ id: 'e', displayName: 'Eve Deleted', deletedAt: '2026-02-01T00:00:00.000Z', ratingAvg: 5 }),
  ];

  it('searches by name, filters by sport, sorts by rating or price', () => {
    expect(listPros(pros, {}).items.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(listPros(pros, { search: 'court' }).items.map((p) => p.id)).toEqual(['c']);
    expect(listPros(pros, { sport: 'Tennis' }).items.map((p) => p.id)).toEqual(['a', 'c']);
    expect(listPros(pros, { sort: 'price-asc' }).items.map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(listPros(pros, { sort: 'price-desc' }).items.map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it(`pages by ${PROS_PAGE_SIZE} and reports the total`, () => {
    const many = Array.from({ length: 30 }, (_, i) => aPro({ id: `p${i}`, displayName: `Pro ${String(i).padStart(2, '0')}`, ratingAvg: null }));
    const third = listPros(many, { page: 3 });
    expect(third.total).toBe(30);
    expect(third.items).toHaveLength(30 - 2 * PROS_PAGE_SIZE);
    expect(third.items[0]?.displayName).toBe(`Pro ${2 * PROS_PAGE_SIZE}`);
  });
});
