import type { EnglishLocale, LocaleMessages } from '@lims/domain';

type Leaves<Messages> = {
  [Key in keyof Messages & string]: Messages[Key] extends string ? Key : `${Key}.${Leaves<Messages[Key]>}`;
}[keyof Messages & string];

/** Every text key the product ships, dotted ('labUsers.title'): checked at compile time, as on the web. */
export type TextKey = Leaves<EnglishLocale>;

/**
 * Reads a document's texts in one language by key, with `{{name}}` placeholders filled as
 * i18next fills them on the web; a placeholder with no value is left for the template.
 */
export function textReader(messages: LocaleMessages) {
  return (key: TextKey, values: Record<string, string | number> = {}): string => {
    let node: LocaleMessages | string | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No text '${key}' in the locale.`);
    return node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}
