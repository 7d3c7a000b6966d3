// Pages that later work builds show an honest panel naming the feature, with a way back (issue 2).
import { useNavigate } from 'react-router-dom';
import { Button, ComingSoon } from '@peiyin/ui';

export function ComingSoonPage({ feature, compact = false }: { feature: string; compact?: boolean }) {
  const navigate = useNavigate();
  return (
    <ComingSoon
      feature={feature}
      description={compact ? undefined : '我们正在打磨这项功能，上线后会第一时间出现在这里。'}
      action={
        compact ? undefined : (
          <Button variant="secondary" onClick={() => navigate('/home')}>
            返回首页
          </Button>
        )
      }
    />
  );
}
