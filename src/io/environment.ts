/**
 * The machine we run on, for provenance (metadata.environment). The runtime of the benchmark itself
 * is not ours to know (bench-diff runs on Node whatever the benchmark runs on), so it is left out.
 */
import { arch, availableParallelism, cpus, release, type } from 'node:os';
import type { Environment } from '../core/model.js';

export function machineEnvironment(): Environment {
  const cores = cpus();
  const environment: Environment = {};
  const model = cores[0]?.model.trim().replace(/\s+/g, ' ');
  if (model) environment.cpu_model = model;
  // Logical CPUs of the machine; some platforms list none, then what this process may use.
  environment.cpu_count = cores.length > 0 ? cores.length : availableParallelism();
  environment.os = `${type()} ${release()}`;
  environment.arch = arch();
  return environment;
}
