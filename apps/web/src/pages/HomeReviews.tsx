// The home page's user reviews (spec 01 §2): shown once they arrive, so their code (and the data layer's) is
// loaded beside the request rather than with the first paint; none when the call fails.
import { ReviewsCarousel } from '@peiyin/ui';
import { useHomeComments } from '../api/settings';

export default function HomeReviews() {
  const reviews = useHomeComments().data ?? [];
  return reviews.length > 0 ? <ReviewsCarousel reviews={reviews} /> : null;
}
