import { ComingSoonPage } from '../ComingSoonPage';

export default function Page() {
  return <ComingSoonPage feature="AI配音 · 主播库" />;
}
