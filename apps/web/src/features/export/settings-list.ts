// The appeal's extraFieldsSettings and customFieldsSettings are comma lists; each item is URI-encoded so
// that a custom field named with a comma survives (the server reads them the same way).

export function splitSettingsList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return decodeURIComponent(item);
      } catch {
        return item;
      }
    });
}

export function joinSettingsList(items: Iterable<string>): string {
  return [...items].map((item) => encodeURIComponent(item)).join(',');
}
