/** RFC 6570 URI Templates: expansion (section 3) and matching, on `grammar('rfc6570')`. */
export { expandTemplate } from './expand';
export { TemplateError, type TemplateErrorCode } from './errors';
export type { TemplateMember, TemplateValue, TemplateVariables } from './values';
export {
  matchTemplate,
  type MatchOptions,
  type MatchedVariables,
  type TemplateMatch,
  type TemplateMatchError,
} from './match';
export { templateRouter, type RouteMatch, type TemplateRouter } from './router';
