// 检测设备's calibration tag (src/domains/testing/format.ts): past due, due within 30 days, fine, never recorded.
import { describe, expect, it } from 'vitest';
import { dueState, DUE_SOON_DAYS, isImage } from '../../src/domains/testing/format';

describe('a device’s calibration', () => {
  it('is overdue from the day after it falls due, due soon within 30 days, fine after', () => {
    expect(dueState(-1)).toBe('overdue');
    expect(dueState(0)).toBe('soon');
    expect(dueState(DUE_SOON_DAYS)).toBe('soon');
    expect(dueState(DUE_SOON_DAYS + 1)).toBe('ok');
    expect(dueState(null)).toBe('none');
  });

  it('tells an image from a PDF', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
  });
});
