export { StaticPage } from './StaticPage';
export type { StaticPageProps, StaticSection } from './StaticPage';
