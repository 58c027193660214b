// 快速检测 and 农残检测's words (src/locales/<lang>/ledger-<code>.json) follow their definitions (contract/ledgers): the
// Chinese field labels are the definition's, and every field and every option code has its words in both languages.
import { describe, expect, it } from 'vitest';
import { pesticideTest, rapidTest, type LedgerDefinition } from '../../contract/ledgers';
import { testingLedgerResources } from '../../src/domains/testing/i18n';

type Words = { title: string; fields: Record<string, string>; options: Record<string, Record<string, string>> };

describe.each([rapidTest, pesticideTest] as LedgerDefinition[])('the words of $code', (definition) => {
  const zh = testingLedgerResources['zh-CN'][`ledger-${definition.code}` as keyof (typeof testingLedgerResources)['zh-CN']] as Words;
  const en = testingLedgerResources['en-US'][`ledger-${definition.code}` as keyof (typeof testingLedgerResources)['en-US']] as Words;

  it('give the definition’s Chinese title and labels, and an English one for each', () => {
    expect(zh.title).toBe(definition.title);
    for (const field of definition.fields) {
      expect(zh.fields[field.name], field.name).toBe(field.label);
      expect(en.fields[field.name], field.name).toBeTruthy();
    }
  });

  it('name every option code in both languages', () => {
    for (const field of definition.fields) {
      if (field.kind !== 'choice' && field.kind !== 'choices') continue;
      for (const code of field.codes) {
        expect(zh.options[field.options]?.[String(code)], `${field.options}.${code}`).toBeTruthy();
        expect(en.options[field.options]?.[String(code)], `${field.options}.${code}`).toBeTruthy();
      }
    }
  });
});
