import * as css from './TryNowButton.css';
import { Button } from '../../primitives/Button';
import { ArrowRightIcon } from '../../primitives/icons';
import { tryNowTarget } from './tryNowTarget';
import type { TryNowTarget } from './tryNowTarget';

export type TryNowButtonProps = {
  /** Whether someone is signed in; decides the target. */
  loggedIn: boolean;
  /** Called with the target of spec 01 §2; the app routes to it. */
  onNavigate: (target: TryNowTarget) => void;
  /** @default '立即体验' */
  label?: string;
};

/** The large "try now" call to action of the home page. */
export function TryNowButton({ loggedIn, onNavigate, label = '立即体验' }: TryNowButtonProps) {
  return (
    <Button size="lg" round className={css.tryNow} onClick={() => onNavigate(tryNowTarget(loggedIn))}>
      {label}
      <ArrowRightIcon size={18} />
    </Button>
  );
}
