export function fieldId(name: string): string {
  return `pole-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

export function optionId(name: string, index: number): string {
  return index === 0 ? fieldId(name) : `${fieldId(name)}-${index + 1}`;
}
