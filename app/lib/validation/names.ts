import { isValidOrdinaryName, isValidPersonName, normalizeName, ordinaryNameCheck, personNameCheck } from "./checks";
import { type Rule, ruleOf } from "./core";

export { isValidOrdinaryName, isValidPersonName, normalizeName };

export const personName: Rule<string> = ruleOf(personNameCheck);

export const ordinaryName: Rule<string> = ruleOf(ordinaryNameCheck);
