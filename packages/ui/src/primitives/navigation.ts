/**
 * A place the app can go. ui never imports the router (ARCHITECTURE.md import rules): pieces
 * render real `href`s for accessibility and middle-click, and hand the item to `onNavigate`
 * so the app decides (client-side routing, login first for `loginRequired`, new tab).
 */
export type NavItem<Key extends string = string> = {
  key: Key;
  label: string;
  href: string;
  /** spec 01 §6: opening it while logged out shows the login dialog first. */
  loginRequired?: boolean;
  /** Opens in a new tab (AI drawing, inspiration center). */
  newTab?: boolean;
};

export type OnNavigate<Item extends NavItem = NavItem> = (item: Item) => void;

/**
 * Click handler for an anchor that hands plain left clicks to `onNavigate` and leaves
 * modified clicks (new tab, new window) to the browser.
 */
export function navigateOnClick<Item extends NavItem>(item: Item, onNavigate: OnNavigate<Item> | undefined) {
  return (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void }) => {
    if (!onNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(item);
  };
}
