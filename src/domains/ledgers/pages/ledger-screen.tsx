import type { ComponentType } from 'react';
import { ledgerOf } from '../../../../contract/ledgers';
import { LedgerPage } from './ledger-page';

const screens = new Map<string, ComponentType>();

/** The screen of ledger `code`: the generic page bound to its definition (one component per ledger, kept). */
export function ledgerScreen(code: string): ComponentType {
  let screen = screens.get(code);
  if (!screen) {
    const definition = ledgerOf(code);
    if (!definition) throw new Error(`no ledger ${code}`);
    const Screen = () => <LedgerPage definition={definition} />;
    Screen.displayName = `LedgerScreen(${code})`;
    screens.set(code, Screen);
    screen = Screen;
  }
  return screen;
}
