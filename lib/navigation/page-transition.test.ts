import { describe, expect, it } from 'vitest';
import { PAGE_CHANGE, PAGE_CHANGE_NAVIGATION, PAGE_TRANSITION_CLASSES } from './page-transition';

describe('the page transition', () => {
  it("is carried by the site's navigations as their transition type", () => {
    expect(PAGE_CHANGE_NAVIGATION.transitionTypes).toEqual([PAGE_CHANGE]);
  });

  it('animates a transition of that type and no other', () => {
    expect(PAGE_TRANSITION_CLASSES[PAGE_CHANGE]).toBe('auto');
    expect(PAGE_TRANSITION_CLASSES.default).toBe('none');
  });
});
