export { AboutUs, agreementLinks, WORKING_HOURS } from './AboutUs';
export type { AboutUsProps } from './AboutUs';
