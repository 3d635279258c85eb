/**
 * A description without the requirement codes it cites: capitals, a dash and digits, one or
 * several in parentheses.
 *
 * @example withoutRequirementCodes(property.description); // the text without its codes
 */
export const withoutRequirementCodes = (text: string) =>
  text.replace(/\s*\((?:[A-Z]{1,4}-\d{1,3}[a-z]?(?:,\s*|\s+and\s+)?)+\)/g, '');
