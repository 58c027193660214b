import { useLocation, useParams } from 'react-router-dom';
import { isScreenId } from '../data/types';
import { SCREEN_DEFS } from '../defs';
import { ScreenView } from '../screen/screen-view';
import { useGrantedScreens } from './use-granted';
import { isKiosk, NotGranted, WallFrame, WallLoading } from './wall-frame';

/** `/bigscreen/<screen>`: one screen filling the window — the route a wall's window opens. */
export function WallPage() {
  const { screen } = useParams();
  const { search } = useLocation();
  const granted = useGrantedScreens();
  return (
    <WallFrame>
      {!granted ? (
        <WallLoading />
      ) : isScreenId(screen) && granted.includes(screen) ? (
        <ScreenView key={screen} def={SCREEN_DEFS[screen]} mode={isKiosk(search) ? 'kiosk' : 'wall'} />
      ) : (
        <NotGranted />
      )}
    </WallFrame>
  );
}
