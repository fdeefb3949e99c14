import { Page } from '../../components/Page';
import { FirstRunChecklist } from './FirstRunChecklist';
import { NearestLimitsCard } from './NearestLimitsCard';
import { RecentBlockedCard } from './RecentBlockedCard';
import { SpendCard } from './SpendCard';
import { SpendChartCard } from './SpendChartCard';
import { WaitingCard } from './WaitingCard';
import './home.css';

/** Where the console opens: what waits for me, what is spent, what is near its limit, what was refused. */
export function HomePage() {
  return (
    <Page title="Home" intro="What waits for you, what your agents spend, and what is close to a limit.">
      <FirstRunChecklist />
      <WaitingCard />
      <SpendCard />
      <SpendChartCard />
      <div className="home-columns">
        <NearestLimitsCard />
        <RecentBlockedCard />
      </div>
    </Page>
  );
}
