/** One sample of Prometheus's text format: `name{label="value",…} 12`. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comments skipped); label values hold no escaped quotes here. */
export function parsePrometheusText(text: string): PrometheusSample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const [, name, labelText = '', value] = match;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, v]) => [key!, v!]),
      );
      return { name: name!, labels, value: Number(value) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; undefined if none. */
export function sampleValue(
  samples: PrometheusSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, v]) => s.labels[key] === v),
  )?.value;
}
