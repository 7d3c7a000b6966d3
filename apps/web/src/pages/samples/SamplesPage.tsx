import { ComingSoonPage } from '../ComingSoonPage';

export default function Page() {
  return <ComingSoonPage feature="AI样音" />;
}
