/** A name with its extension, as the API and the registries spell it (punycode for IDNs). */
export const fqdnOf = (d: { name: string; extension: string }) => `${d.name}.${d.extension}`;
