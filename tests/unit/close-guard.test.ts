// Tabs that ask before they close (src/lib/close-guard.ts, docs/product-rules.md#tabs): a tab asks while its guard
// says its input is unsaved, and forgets its guard once closed.
import { describe, expect, it } from 'vitest';
import { dropCloseGuards, setCloseGuard, unsavedTabs } from '../../src/lib/close-guard';

describe('close guards', () => {
  it('name the closing tabs with unsaved input, and forget the closed ones', () => {
    let typed = true;
    setCloseGuard('/financialVoucherAdd', () => typed);
    setCloseGuard('/financialVoucherEdit?id=1', () => false);
    expect(unsavedTabs(['/wel/index', '/financialVoucherAdd', '/financialVoucherEdit?id=1'])).toEqual(['/financialVoucherAdd']);
    typed = false;
    expect(unsavedTabs(['/financialVoucherAdd'])).toEqual([]);
    typed = true;
    dropCloseGuards(['/financialVoucherAdd']);
    expect(unsavedTabs(['/financialVoucherAdd'])).toEqual([]);
  });
});
