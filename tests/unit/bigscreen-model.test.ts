import { describe, expect, it } from 'vitest';
import { chartPixelRatio, fitContain } from '../../screens/frame/fit';
import { layoutFile, mergeLayout, parseLayoutFile, sameLayout } from '../../screens/grid/layout';
import { clamp, DWELL_RANGE, POLL_RANGE, pollInterval } from '../../screens/data/settings';
import { axisTooltip, escapeHtml, itemTooltip } from '../../screens/panels/options';
import { PanelDataError, readPairs, readSeries } from '../../screens/panels/read';
import type { Statistics } from '../../screens/data/types';

const defaults = [
  { i: 'a', x: 0, y: 0, w: 12, h: 4 },
  { i: 'b', x: 12, y: 0, w: 12, h: 4 },
];

describe('scale to fit', () => {
  it.each([
    [1920, 1080, 1, 0, 0],
    [1280, 720, 2 / 3, 0, 0],
    [3840, 2160, 2, 0, 0],
    [2560, 1080, 1, 320, 0],
    [1080, 1920, 0.5625, 0, (1920 - 1080 * 0.5625) / 2],
  ])('%i×%i keeps the aspect and centres the canvas', (width, height, scale, left, top) => {
    const fit = fitContain(width, height);
    expect(fit.scale).toBeCloseTo(scale, 6);
    expect(fit.left).toBeCloseTo(left, 6);
    expect(fit.top).toBeCloseTo(top, 6);
    // contain: the whole canvas fits, one side exactly
    expect(1920 * fit.scale).toBeLessThanOrEqual(width + 1e-6);
    expect(1080 * fit.scale).toBeLessThanOrEqual(height + 1e-6);
  });

  it('has no canvas before it is measured', () => expect(fitContain(0, 500).scale).toBe(0));

  it('draws charts with enough pixels for the upscale, capped', () => {
    expect(chartPixelRatio(2, 1)).toBe(2);
    expect(chartPixelRatio(0.5, 2)).toBe(2);
    expect(chartPixelRatio(3, 2)).toBe(4);
  });
});

describe('layout model', () => {
  it('merges a saved layout: known panels move, new panels keep their default, unknown ids drop', () => {
    const merged = mergeLayout(defaults, [
      { i: 'b', x: 0, y: 4, w: 6, h: 2 },
      { i: 'gone', x: 0, y: 0, w: 1, h: 1 },
    ]);
    expect(merged).toEqual([defaults[0], { i: 'b', x: 0, y: 4, w: 6, h: 2 }]);
    expect(mergeLayout(defaults, null)).toEqual(defaults);
  });

  it('round-trips an exported file', () => {
    const text = JSON.stringify(layoutFile('kitchen', defaults));
    expect(parseLayoutFile(text, 'kitchen', ['a', 'b'])).toEqual({ ok: true, layout: defaults });
  });

  it.each([
    ['not json', '{oops', 'json'],
    ['another kind of file', JSON.stringify({ hello: 1 }), 'kind'],
    ['another version', JSON.stringify({ ...layoutFile('kitchen', defaults), schemaVersion: 2 }), 'version'],
    ['another screen', JSON.stringify(layoutFile('rice', defaults)), 'screen'],
    ['a panel off the grid', JSON.stringify(layoutFile('kitchen', [{ i: 'a', x: 20, y: 0, w: 6, h: 2 }])), 'items'],
    ['an unknown panel', JSON.stringify(layoutFile('kitchen', [{ i: 'zzz', x: 0, y: 0, w: 6, h: 2 }])), 'items'],
    ['a fractional size', JSON.stringify(layoutFile('kitchen', [{ i: 'a', x: 0, y: 0, w: 1.5, h: 2 }])), 'items'],
    ['a duplicate panel', JSON.stringify(layoutFile('kitchen', [defaults[0]!, defaults[0]!])), 'items'],
    ['an empty layout', JSON.stringify(layoutFile('kitchen', [])), 'items'],
  ])('refuses %s', (_name, text, reason) => {
    expect(parseLayoutFile(text, 'kitchen', ['a', 'b'])).toEqual({ ok: false, reason });
  });

  it('compares layouts by position, not by order', () => {
    expect(sameLayout(defaults, [...defaults].reverse())).toBe(true);
    expect(sameLayout(defaults, [defaults[0]!, { ...defaults[1]!, y: 1 }])).toBe(false);
  });
});

describe('wall settings', () => {
  it('clamps the polling interval and dwell time to their ranges', () => {
    expect(clamp(5, POLL_RANGE)).toBe(10);
    expect(clamp(90, POLL_RANGE)).toBe(60);
    expect(clamp('abc', POLL_RANGE)).toBe(30);
    expect(clamp(null, DWELL_RANGE)).toBe(30);
    expect(clamp(1000, DWELL_RANGE)).toBe(600);
  });

  it('lets a benchmark shorten the interval, but not below 200 ms', () => {
    expect(pollInterval('?pollMs=250', 30)).toBe(250);
    expect(pollInterval('?pollMs=50', 30)).toBe(30_000);
    expect(pollInterval('', 15)).toBe(15_000);
  });
});

describe('panels', () => {
  const stats = (panels: Record<string, unknown>): Statistics => ({
    scope: { name: 'x', schools: 1, canteens: 1 },
    month: '2026-11',
    dataTime: '',
    kpis: {},
    panels,
    latest: [],
  });

  it('reads well-formed panels and refuses malformed ones', () => {
    expect(readSeries(stats({ trend: { categories: ['a'], series: [{ key: 'n', values: [1] }] } }), 'trend').categories).toEqual(['a']);
    expect(() => readSeries(stats({ trend: { categories: ['a', 'b'], series: [{ key: 'n', values: [1] }] } }), 'trend')).toThrow(PanelDataError);
    expect(() => readSeries(stats({}), 'trend')).toThrow(PanelDataError);
    expect(() => readPairs(stats({ byType: { items: [{ name: 'a', value: 'x' }] } }), 'byType')).toThrow(PanelDataError);
  });

  it('escapes names from the database in tooltips', () => {
    const evil = '<img src=x onerror=alert(1)>';
    expect(escapeHtml(evil)).toBe('&lt;img src=x onerror=alert(1)&gt;');
    const axis = axisTooltip(['%']).formatter([{ axisValueLabel: evil, seriesName: evil, value: 3, marker: '<span></span>', seriesIndex: 0 }]);
    expect(axis).not.toContain('<img');
    expect(axis).toContain('&lt;img');
    expect(axis).toContain('3%');
    expect(itemTooltip('kg').formatter({ name: evil, value: 2, dataType: undefined })).not.toContain('<img');
    expect(itemTooltip().formatter({ dataType: 'edge', data: { source: evil, target: 'b', value: 1 } })).not.toContain('<img');
  });
});
