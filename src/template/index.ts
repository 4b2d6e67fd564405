/** RFC 6570 URI Templates: expansion (section 3) and matching, on `grammar('rfc6570')`. */
export { expandTemplate } from './expand';
export { TemplateExpansionError, type TemplateExpansionErrorCode } from './errors';
export type { TemplateMember, TemplateValue, TemplateVariables } from './values';
