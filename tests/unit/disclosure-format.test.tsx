// 信息公开's pure parts: what counts as markup on the public forms, the reference numbers and tokens, the survey's
// questions typed one a line, and where a survey stands.
import { describe, expect, it } from 'vitest';
import { looksLikeHtml, newPublicToken, newReference } from '../../server/modules/disclosure/public-input.ts';
import { questionsOf } from '../../src/domains/disclosure/components/survey-dialog';
import { surveyState } from '../../src/domains/disclosure/pages/satisfaction-page';
import type { Survey } from '../../src/domains/disclosure/types';

describe('信息公开 formatting', () => {
  it('refuses what a browser would read as markup, keeps a plain "<" or "&"', () => {
    for (const html of ['<b>x</b>', '</p>', '<!-- c -->', '<?xml?>', 'a &lt; b', '&#60;', '&#x3c;', '<IMG src=x>'])
      expect(looksLikeHtml(html), html).toBe(true);
    for (const text of ['分量 < 以前', '3<5', '盐 & 油', 'a < b and c > d', '< script>', '<<>>', '&']) expect(looksLikeHtml(text), text).toBe(false);
  });

  it('draws reference numbers and tokens at random, in their alphabets', () => {
    const refs = new Set(Array.from({ length: 2000 }, newReference));
    expect(refs.size).toBe(2000);
    for (const ref of refs) expect(ref).toMatch(/^[A-Z2-7]{16}$/);
    const token = newPublicToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newPublicToken()).not.toBe(token);
  });

  it('reads the questions one a line, blank lines and spaces dropped', () => {
    expect(questionsOf(' 饭菜口味 \n\n份量\r\n  \n卫生')).toEqual(['饭菜口味', '份量', '卫生']);
    expect(questionsOf('\n \n')).toEqual([]);
  });

  it('tells an open survey, one not started and an ended one', () => {
    const survey = { open: false, status: 1, startDate: '2026-12-01', endDate: '2026-12-31' } as Survey;
    expect(surveyState({ ...survey, open: true }, '2026-12-05')).toBe('open');
    expect(surveyState(survey, '2026-11-28')).toBe('pending');
    expect(surveyState(survey, '2027-01-02')).toBe('ended');
    expect(surveyState({ ...survey, status: 2 }, '2026-11-28')).toBe('ended');
  });
});
