import { describe, expect, it } from 'vitest';
import { averageRating, reviewBody, reviewTexts, starsLabel } from './reviews.ts';

describe('reviews', () => {
  it('averages the stars to one decimal, and has no average without reviews', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([3])).toBe(3);
    expect(averageRating([])).toBeNull();
  });

  it('reads stars out of five', () => {
    expect(starsLabel(4)).toBe('4 out of 5 stars');
  });

  it('takes one to five whole stars and a feedback text', () => {
    const review = { projectId: 3, instrId: 9, rating: '5', feedback: ' Great course ' };
    expect(reviewBody.parse(review)).toEqual({ projectId: 3, instrId: 9, rating: 5, feedback: 'Great course' });
    for (const rating of [0, 6, 4.5]) expect(reviewBody.safeParse({ ...review, rating }).error?.issues[0]?.message).toBe(reviewTexts.ratingRequired);
  });
});
