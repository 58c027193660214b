import { config } from 'react-transition-group';
import { afterEach, describe, expect, it } from 'vitest';
import { followReducedMotion } from '../../src/lib/reduced-motion';

/** A window whose reduced-motion setting the test turns, as the system's settings would. */
function windowPreferring(reduce: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
  };
  return {
    win: { matchMedia: (text: string) => (text === '(prefers-reduced-motion: reduce)' ? query : { matches: false, addEventListener() {} }) } as unknown as Pick<
      Window,
      'matchMedia'
    >,
    turn: (value: boolean) => {
      query.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('the reduced-motion setting', () => {
  afterEach(() => {
    config.disabled = false;
  });

  it('ends Arco’s transitions at once while the system asks for less motion, and follows the setting as it changes', () => {
    const { win, turn } = windowPreferring(true);
    followReducedMotion(win);
    expect(config.disabled).toBe(true);
    turn(false);
    expect(config.disabled).toBe(false);
    turn(true);
    expect(config.disabled).toBe(true);
  });

  it('keeps them when the system does not ask, or cannot say', () => {
    followReducedMotion(windowPreferring(false).win);
    expect(config.disabled).toBe(false);
    followReducedMotion({} as Pick<Window, 'matchMedia'>);
    expect(config.disabled).toBe(false);
  });
});
