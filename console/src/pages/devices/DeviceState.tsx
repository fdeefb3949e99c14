import type { Device } from '@proctor/sdk';
import { Badge } from '../../components/Format';

/** Online or offline, as the server reads the device's heartbeats. */
export function DeviceState({ device }: { device: Device }) {
  return <Badge value={device.online ? 'online' : 'offline'} />;
}
