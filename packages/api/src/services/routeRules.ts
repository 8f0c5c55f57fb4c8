/**
 * route.rule (spec §2): the route table lives in `@siyum/domain` (navigation), where the app's route
 * guards read it too; the API answers from the same compiled look-up.
 */
export {
  compileRouteRules,
  ROUTE_TABLE,
  type RouteTableEntry,
  routeRuleFor,
  UnknownMiddlewareError,
} from '@siyum/domain';
