/** The source of a stage the registry cannot give: no RDAP server is known for the extension. */
export const NO_RDAP_SOURCE = 'no rdap';
/** Ends the source when a "not found" was not trusted as available (the rules do not trust the registry's 404). */
export const NOT_FOUND_UNTRUSTED = 'not found, not proof of availability here';
