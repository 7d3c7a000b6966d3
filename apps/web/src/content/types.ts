/** A static page written in full: agreements, policies and help guides (issue 2: no placeholder pages). */
export interface StaticDoc {
  /** route path, e.g. '/protocol' */
  path: string;
  title: string;
  /** shown under the title, e.g. 更新日期 */
  subtitle?: string;
  sections: StaticSection[];
}

export interface StaticSection {
  /** anchor id for the table of contents */
  id: string;
  heading: string;
  paragraphs: string[];
  /** optional bullet list after the paragraphs */
  items?: string[];
}
