/** Field ids are derived from names, so the error summary can link to any field by its name alone. */
export function fieldId(name: string): string {
  return `pole-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

/** Ids of the second and later inputs of a radio or checkbox group; the first one has `fieldId(name)`. */
export function optionId(name: string, index: number): string {
  return index === 0 ? fieldId(name) : `${fieldId(name)}-${index + 1}`;
}
