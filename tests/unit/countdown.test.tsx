import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../src/domains/bidding/components/supplier/countdown';
import { formatDateTime } from '../../src/lib/time-zone';
import { http } from '../../src/lib/http';

// A countdown to a deadline the server wrote runs on the app clock the server reports (GET /api/shian/clock), not
// on the browser's: with the demo clock three days ahead, a deadline two days from the browser's now has passed.
const DAY = 86_400_000;

function renderAt(offsetMs: number, until: string) {
  vi.spyOn(http, 'get').mockImplementation(async () => ({
    data: { code: 200, success: true, msg: '', data: { now: Date.now() + offsetMs, offsetSeconds: offsetMs / 1000, demo: true } },
  }));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Countdown until={until} passedLabel="已开标" testId="countdown" />
    </SWRConfig>,
  );
}

describe('Countdown on the app clock', () => {
  it('reads a deadline on the server’s clock once it is known', async () => {
    const inTwoDays = formatDateTime(Date.now() + 2 * DAY);
    renderAt(3 * DAY, inTwoDays);
    expect(await screen.findByText('已开标')).toBeTruthy();
  });

  it('counts down on the browser’s clock when the server’s agrees with it', async () => {
    const inTwoDays = formatDateTime(Date.now() + 2 * DAY);
    renderAt(0, inTwoDays);
    expect((await screen.findByTestId('countdown')).textContent).toMatch(/1\s*天|2\s*天|1 d|2 d/);
    expect(screen.queryByText('已开标')).toBeNull();
  });
});
