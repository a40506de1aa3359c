// Small display helpers of the dashboard blocks (kept out of the chart modules so that using them
// never pulls the charts into the first screen).
export { networkName } from '../i18n/labels';
