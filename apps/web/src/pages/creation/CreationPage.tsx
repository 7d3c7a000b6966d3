import { ComingSoonPage } from '../ComingSoonPage';

export default function Page() {
  return <ComingSoonPage feature="配音编辑器" />;
}
