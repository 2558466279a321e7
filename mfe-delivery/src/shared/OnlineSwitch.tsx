import { useCourierMe, useSetAvailability } from '@farmplate/api-client';
import { Switch } from '@farmplate/design-system';
import { COURIER_MESSAGES } from './courierText';

/**
 * The courier's online/offline switch: online, they see and may claim the ready orders of their
 * zones. The server may refuse (an expired licence keeps a motor vehicle offline): its reason is the toast.
 */
export function OnlineSwitch() {
  const me = useCourierMe();
  const setAvailability = useSetAvailability();
  if (!me.data) return null;
  const online = setAvailability.isPending ? setAvailability.variables : me.data.online;
  return (
    <Switch
      label="Online"
      checked={online}
      disabled={setAvailability.isPending}
      onCheckedChange={(checked) => setAvailability.mutate(checked)}
      hint={online ? COURIER_MESSAGES.online : COURIER_MESSAGES.offline}
    />
  );
}
