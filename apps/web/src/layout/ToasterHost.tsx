// The toast viewport, loaded right after the first paint rather than with the home route: a toast queued
// before it arrives waits in the toast store and shows the moment it mounts.
import { Toaster } from '@peiyin/ui';

export default function ToasterHost() {
  return <Toaster />;
}
