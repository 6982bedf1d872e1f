import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import {
  PASSWORD_PROBLEMS,
  PASSWORD_RULES,
  passwordLengthProblem,
  visiblePassword,
  type PasswordKind,
} from './password-rule';

/**
 * The whole password rule (see password-rule.ts): the length for the kind of account, then
 * zxcvbn's estimate with its common passwords, names and English words, and with this shop's
 * own words and the person's e-mail and name as "user inputs" (a password made of them is
 * weak). Several hundred KB of dictionaries: the server imports this; a browser only lazily.
 */

/** Words anyone would try first against this shop. */
const SHOP_WORDS = ['aseer', 'asser', 'juice', 'juices', 'عصير', 'عسير', 'shop', 'admin', 'owner', 'staff'];

let configured = false;
function configure() {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  });
  configured = true;
}

/** The parts of an e-mail and a name, as zxcvbn user inputs. */
function userInputs(about: readonly (string | null | undefined)[]): string[] {
  const words = new Set(SHOP_WORDS);
  for (const value of about) {
    if (!value) continue;
    const lower = value.toLowerCase();
    words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * The translation key (namespace `common`) of why `password` is refused for this kind of
 * account, or null when it is accepted. `about`: the account's e-mail, name, etc.
 */
export function passwordProblem(
  password: string,
  kind: PasswordKind,
  about: readonly (string | null | undefined)[] = [],
): string | null {
  const tooShort = passwordLengthProblem(password, kind);
  if (tooShort) return tooShort;
  configure();
  // zxcvbn's cost grows with length; the first 100 characters say all there is to say.
  const { score } = zxcvbn([...visiblePassword(password)].slice(0, 100).join(''), userInputs(about));
  return score < PASSWORD_RULES[kind].minScore ? PASSWORD_PROBLEMS.weak : null;
}
