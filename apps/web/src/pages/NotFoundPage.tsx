import { useNavigate } from 'react-router-dom';
import { Button, Empty } from '@peiyin/ui';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Empty
      title="页面不存在"
      description="您访问的页面不存在或已被移除。"
      action={<Button onClick={() => navigate('/home')}>返回首页</Button>}
    />
  );
}
