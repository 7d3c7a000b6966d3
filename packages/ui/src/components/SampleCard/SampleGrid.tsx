import { Empty } from '../../primitives/Badge';
import { Spinner } from '../../primitives/Spinner';
import { SampleCard, type GallerySample } from './SampleCard';
import * as css from './SampleCard.css';
import { Box } from '../../primitives/Box';

export interface SampleGridProps {
  samples: readonly GallerySample[];
  onOpen: (sample: GallerySample) => void;
  /** The first page is still on its way: a spinner instead of the empty state. @default false */
  loading?: boolean;
}

/** The gallery's grid of sample cards, with 暂无数据 when a scene has none (spec 02 §2.12). */
export function SampleGrid({ samples, onOpen, loading = false }: SampleGridProps) {
  if (samples.length === 0) {
    return loading ? (
      <div className={css.gridState}>
        <Spinner />
      </div>
    ) : (
      <Empty className={css.gridState} />
    );
  }
  return (
    <ul className={css.grid} aria-busy={loading || undefined} data-state={loading ? 'loading' : 'idle'}>
      {samples.map((sample) => (
        <Box key={sample.id} as="li" display="flex">
          <SampleCard sample={sample} onOpen={onOpen} />
        </Box>
      ))}
    </ul>
  );
}
