import { BiddingProgressCard } from './review/bidding-progress-card';
import { ShortlistedCard } from './supplier/shortlisted-card';

/** The bidding cards of 待办提醒: the supplier's shortlist and the tenderer's progress (each shows itself only to its user). */
export default function BiddingHomeCards() {
  return (
    <>
      <ShortlistedCard />
      <BiddingProgressCard />
    </>
  );
}
