import pg from 'pg';
import { cpuMs, cpuMsOf } from './processes';

/** CPU time used between two readings, in ms: the server's process and its database's backends. */
export interface CpuUse {
  server: number;
  database: number;
}

/**
 * Reads how much CPU a server and the PostgreSQL backends serving its database have used. On a
 * shared machine the CPU a paid order costs holds steadier than orders per second, and the
 * database's share is where statements cost most. A backend that ends between two readings is
 * left out (the pools keep theirs open through a run).
 */
export async function startCpuMeter(serverPid: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return { server: cpuMs(serverPid), backends: cpuMsOf(rows.map((r) => r.pid)) };
  };
  return {
    /** Starts a measurement; the function it answers gives the CPU used since. */
    async begin(): Promise<() => Promise<CpuUse>> {
      const before = await read();
      return async () => {
        const after = await read();
        let database = 0;
        for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
        return { server: after.server - before.server, database };
      };
    },
    close: () => client.end(),
  };
}
