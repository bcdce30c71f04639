import { getMetadataStorage } from 'class-validator';

/** class-validator's record of one rule (its ValidationMetadata, which the package does not export at its root). */
type Rule = { target: unknown; propertyName: string; type: string };

type RuleStorage = {
  getTargetValidationMetadatas(target: abstract new (...args: never[]) => unknown, schema: string, always: boolean, strictGroups: boolean, groups?: string[]): Rule[];
  groupByPropertyName(rules: Rule[]): Record<string, Rule[]>;
  addValidationMetadata(rule: Rule): void;
};

const KEPT = Symbol('shopValidationRulesKept');

/**
 * Has class-validator keep the rules of each class it has looked up, until a rule is added. On every validation it
 * gathers a DTO's rules afresh: its own, then those of each class it extends, found by testing the DTO against every
 * class that has rules (`instanceof`, some hundred of them), then grouped by property. That was 2.4 % of a product
 * listing's CPU and 1.8 % of placing an order. Rules are only added as classes are decorated (at load), and an added
 * one forgets what was kept. A validation with groups (none here) is looked up as before. The arrays kept are the ones
 * class-validator made and reads only. Idempotent.
 */
export function keepValidationRules(storage: RuleStorage = getMetadataStorage() as unknown as RuleStorage): void {
  const marked = storage as RuleStorage & { [KEPT]?: true };
  if (marked[KEPT]) return;
  marked[KEPT] = true;
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  // By class, then by the two flags and the schema name; grouped by property, by the array looked up.
  let kept = new Map<unknown, Map<string, Rule[]>>();
  let grouped = new WeakMap<Rule[], Record<string, Rule[]>>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups?.length) return lookUp(target, schema, always, strictGroups, groups);
    const key = `${always ? 1 : 0}${strictGroups ? 1 : 0}${schema ?? ''}`;
    let byKey = kept.get(target);
    if (!byKey) kept.set(target, (byKey = new Map()));
    let rules = byKey.get(key);
    if (!rules) byKey.set(key, (rules = lookUp(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (rules) => {
    let byProperty = grouped.get(rules);
    if (!byProperty) grouped.set(rules, (byProperty = group(rules)));
    return byProperty;
  };
  storage.addValidationMetadata = (rule) => {
    kept = new Map();
    grouped = new WeakMap();
    add(rule);
  };
}
