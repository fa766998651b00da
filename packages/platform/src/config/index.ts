export { ConfigError, loadConfig, type LoadOptions } from './load.js';
export { platformVars } from './platform.js';
export { integer, oneOf, secret, text, url, type ConfigOf, type Spec, type VarSpec } from './spec.js';
