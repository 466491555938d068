import { describe, expect, it } from 'vitest';
import { rateRange, visibleSkills } from './role-display.ts';

describe('a role on the roles page', () => {
  it('shows the first twelve skills and counts the rest as more', () => {
    const skills = Array.from({ length: 15 }, (_, i) => `skill ${i + 1}`);
    expect(visibleSkills(skills)).toEqual({ shown: skills.slice(0, 12), more: 3 });
    expect(visibleSkills(skills.slice(0, 12))).toEqual({ shown: skills.slice(0, 12), more: 0 });
    expect(visibleSkills(['a', 'b'], 1)).toEqual({ shown: ['a'], more: 1 });
    expect(visibleSkills(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });

  it('writes the rate range with the unit once, at its end', () => {
    expect(rateRange(40, 60, 'Hourly')).toBe('$40.00 – $60.00/hr');
    expect(rateRange(500, 900, 'Flat')).toBe('$500.00 – $900.00');
  });
});
