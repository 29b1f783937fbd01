/** The alert centre: which alerts this device raises, how, and the recent ones. */
export function AlertsPage() {
  return <h1>Alerts</h1>;
}
