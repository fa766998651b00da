export { projectRoot, resolveDataDir } from './data-dir.js';
export { ConfigError, type LoadOptions, loadConfig } from './load.js';
export { platformVars, superAdminPassword } from './platform.js';
export {
  type ConfigOf,
  integer,
  oneOf,
  type Spec,
  secret,
  text,
  trustProxy,
  url,
  type VarSpec,
} from './spec.js';
