// The brand's name, on its own so the app shell can show it without loading every page's metadata.
export const SITE_NAME = 'Tiffin Fit';
