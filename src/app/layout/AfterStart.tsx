// What the frame of every route adds that never shows on a first screen, in a chunk of its own so
// a start does not download and compile it before the page (issue 24): the alert notifications of
// an open tab (they arrive over the live sockets), the recovery codes (after an enrolment), the
// update prompt (after load and idle), the capture of the page's last frame for the next start
// (once it settles), and the window's scroll on back and forward.
import { useFrameCapture } from '../../startup/page/useFrameCapture';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useWindowScroll } from '../routing/windowScroll';
import { RecoveryCodesDialog } from '../session/RecoveryCodesDialog';
import { LiveNotifications } from '../alerts/LiveNotifications';

export function AfterStart({ signedIn }: { signedIn: boolean }) {
  useFrameCapture(signedIn);
  useWindowScroll();
  return (
    <>
      {/* Opt-in stop-loss and bot-error notifications, on every page while signed in. */}
      <LiveNotifications />
      <RecoveryCodesDialog />
      <UpdatePrompt />
    </>
  );
}
