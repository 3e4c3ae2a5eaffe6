/**
 * The bank account a message names, as a banking tool takes it: "What's my checking balance?" →
 * "checking", "the account ending in 4521" → "4521". A balance asked of no account is asked
 * back ("Which account: checking or savings?"), never called for a made-up one ("account_1").
 */

/** A key that holds a bank account: `account`, `account_id`, `account_type`, `from_account`'s kin. */
export const ACCOUNT_KEYS: ReadonlySet<string> = new Set(["account", "accountid", "accountname", "accounttype", "accountnumber", "acct"]);

/** A banking tool, by its name and description: `get_balance`, `get_account_balance`, `list_transactions`. */
export const BANKING = /balance|bank|transaction|statement|checking|savings/i;

/** An account by its number: "account 4521", "account ending in 4521", "account #4521". */
const NUMBERED = /\baccount\s+(?:number\s+|no\.?\s*|#\s*)?(?:ending\s+(?:in|with)\s+)?(\d{3,})\b|\bending\s+in\s+(\d{3,})\b/i;
/** An account by its kind. */
const KIND = /\b(checking|savings|credit\s+card|current|business|joint|brokerage|money\s+market)\b/i;

/** The account a message names, by its number or its kind (lower case), or undefined. */
export function bankAccountOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  const numbered = NUMBERED.exec(head);
  if (numbered !== null) return numbered[1] ?? numbered[2];
  return KIND.exec(head)?.[1]?.toLowerCase().replace(/\s+/g, " ");
}

/** Words of a question about money held: "balance", "how much", "funds", "checking". */
const ASKS_MONEY = /\b(?:balances?|how\s+much|money|funds|cash|checking|savings|afford|overdrawn|available|left\s+in|spent|spend|transactions?|statement|deposits?|paycheck)\b/i;

/**
 * Whether a message asks about money held, which a balance tool answers: "What's my balance?",
 * "How much is in my savings?"; not "My account was hacked", whose "account" asks no balance.
 */
export function asksAboutMoney(text: string): boolean {
  return ASKS_MONEY.test(text.slice(0, 400));
}
