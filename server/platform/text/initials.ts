// Pinyin initials (`yhck` for 银行存款), the server's one way to match a name by them (the finance subjects' search,
// 食安知识库's articles); pinyin-pro (its dictionary) is loaded on the first use, not at start.
import type { pinyin as Pinyin } from 'pinyin-pro';

let pinyinOf: Promise<typeof Pinyin> | undefined;

/** A function from a text to its pinyin initials, lower case; other characters stay as they are. */
export async function initialsOf(): Promise<(text: string) => string> {
  pinyinOf ??= import('pinyin-pro').then((module) => module.pinyin);
  const pinyin = await pinyinOf;
  return (text) => pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();
}
