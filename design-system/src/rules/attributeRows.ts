import { ATTRIBUTE_VALUES_MAX, ATTRIBUTES_MAX, type ItemAttribute } from '@marketplace/contract';
import { foldForSearch } from './attributeSuggestions.ts';

/** Whether an attribute of this name (compared as searches compare) is on the list already. */
export function hasAttribute(attributes: readonly ItemAttribute[], key: string): boolean {
  const wanted = foldForSearch(key);
  return attributes.some((attribute) => foldForSearch(attribute.key) === wanted);
}

/** Adds an attribute without values (its row then asks for them); blank, repeated or one too many names change nothing. */
export function withAttribute(attributes: readonly ItemAttribute[], key: string): ItemAttribute[] {
  const name = key.trim();
  if (name === '' || hasAttribute(attributes, name) || attributes.length >= ATTRIBUTES_MAX) return [...attributes];
  return [...attributes, { key: name, values: [] }];
}

/** Adds a value to the attribute at `index`: trimmed; blank or repeated values (any case) change nothing. */
export function withAttributeValue(attributes: readonly ItemAttribute[], index: number, value: string): ItemAttribute[] {
  const text = value.trim();
  return attributes.map((attribute, at) => {
    if (at !== index || text === '' || attribute.values.length >= ATTRIBUTE_VALUES_MAX) return attribute;
    const folded = text.toLocaleLowerCase();
    if (attribute.values.some((existing) => existing.toLocaleLowerCase() === folded)) return attribute;
    return { ...attribute, values: [...attribute.values, text] };
  });
}

/** Spec §5: removes one value; removing an attribute's last value deletes the attribute. */
export function withoutAttributeValue(attributes: readonly ItemAttribute[], index: number, valueIndex: number): ItemAttribute[] {
  return attributes.flatMap((attribute, at) => {
    if (at !== index) return [attribute];
    const values = attribute.values.filter((_, position) => position !== valueIndex);
    return values.length > 0 ? [{ ...attribute, values }] : [];
  });
}

/** Removes the attribute at `index` with all its values. */
export function withoutAttribute(attributes: readonly ItemAttribute[], index: number): ItemAttribute[] {
  return attributes.filter((_, at) => at !== index);
}
