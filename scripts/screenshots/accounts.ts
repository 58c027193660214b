// The accounts a run signs in as: the demo accounts of the reference server (README), or, for a running
// deployment, SCREENSHOT_ACCOUNTS — `account@tenant:password[:supplier]`, comma-separated.
import { DEMO_PASSWORD, DEMO_SUPPLIER, DEMO_USERS } from '../../server/seed/org.ts';
import { UsageError } from './options.ts';

export interface Account {
  account: string;
  tenant: string;
  password: string;
  supplier: boolean;
  /** the kind of user, for the gallery's grouping */
  kind: string;
}

export const demoAccounts = (): Account[] => [
  ...DEMO_USERS.map((user) => ({ account: user.account, tenant: user.tenant, password: DEMO_PASSWORD, supplier: false, kind: user.userType })),
  { account: DEMO_SUPPLIER.account, tenant: DEMO_SUPPLIER.tenant, password: DEMO_PASSWORD, supplier: true, kind: 'supplier' },
];

export function accountsFrom(setting: string | undefined): Account[] {
  if (!setting) return demoAccounts();
  return setting.split(',').map((entry) => {
    const match = /^([^@:]+)@([^:]+):([^:]+)(:supplier)?$/.exec(entry.trim());
    if (!match) throw new UsageError(`SCREENSHOT_ACCOUNTS: "${entry}" is not account@tenant:password[:supplier]`);
    return { account: match[1]!, tenant: match[2]!, password: match[3]!, supplier: Boolean(match[4]), kind: match[4] ? 'supplier' : match[1]! };
  });
}
