export { AuditionTransport } from './AuditionTransport';
export type { AuditionTransportProps } from './AuditionTransport';
