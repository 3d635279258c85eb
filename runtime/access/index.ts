export type { AccessSubject, PermissionMode, PermissionRuleObject, RoutePermission } from './can';
export { can } from './can';
