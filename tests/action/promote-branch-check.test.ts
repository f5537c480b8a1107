/** promote-branch is force-moved on every promotion, so it may never name a branch that holds other work. */
import { describe, expect, it } from 'vitest';
import { checkPromoteBranch } from '../../src/action/promote-publish.js';

describe('checkPromoteBranch', () => {
  it('refuses the branch being promoted and the default branch', () => {
    expect(() => checkPromoteBranch('release', 'release', 'main')).toThrow('input `promote-branch`: is release, the branch being promoted');
    expect(() => checkPromoteBranch('main', 'release', 'main')).toThrow("input `promote-branch`: is main, the repository's default branch");
  });

  it('takes a branch of its own, also when the event names no default branch', () => {
    expect(() => checkPromoteBranch('bench-gate/promote-baseline', 'main', 'main')).not.toThrow();
    expect(() => checkPromoteBranch('bench-gate/promote-baseline', 'main', undefined)).not.toThrow();
  });
});
