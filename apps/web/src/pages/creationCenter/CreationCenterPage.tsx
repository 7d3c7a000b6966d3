import { ComingSoonPage } from '../ComingSoonPage';

export default function Page() {
  return <ComingSoonPage feature="创作中心" />;
}
