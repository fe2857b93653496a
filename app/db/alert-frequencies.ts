/** How often a job alert is mailed (client-safe: the forms offer these). */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
