/** spec §2: menu entries with no screen in the original product point to "/". */
export const PLACEHOLDER_PATH = '/';
