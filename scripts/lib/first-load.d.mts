export interface FirstLoad {
  /** The page module's manifest key, "pages/faq-page.tsx". */
  page: string;
  files: number;
  raw: number;
  gzip: number;
}

export function firstLoadPerPage(webDist: string): FirstLoad[];
