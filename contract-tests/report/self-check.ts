/** What `contract --self-check` found: the defects the suite catches and the variants it accepts, under one configuration. */
export interface SelfCheckReport {
  profile: string;
  defects: { total: number; caught: number; missed: { name: string; expected: string; got: string[] }[] };
  variants: { total: number; falseAlarms: { name: string; errors: string[] }[] };
}

/** "catches N/M defects, 0/K false alarms" */
export function formatSelfCheck(report: SelfCheckReport): string {
  return `catches ${report.defects.caught}/${report.defects.total} defects, ${report.variants.falseAlarms.length}/${report.variants.total} false alarms`;
}
