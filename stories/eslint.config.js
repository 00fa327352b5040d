import { baseConfig } from '../.config/eslint.base.mjs';

export default [...baseConfig(import.meta.dirname)];
