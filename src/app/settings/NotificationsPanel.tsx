// /settings/notifications (issue 23): push on this device and the user's devices, the alert rules
// they all follow, and the open-tab notifications that follow the same rules.
import { AlertRulesForm } from './AlertRulesForm';
import { OpenTabNotifications } from './OpenTabNotifications';
import { PushDevices } from './PushDevices';

export function NotificationsPanel() {
  return (
    <>
      <PushDevices />
      <AlertRulesForm />
      <OpenTabNotifications />
    </>
  );
}
