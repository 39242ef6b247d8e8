export { operatorRoutes } from './operator.routes.js';
export { actorOf } from './request-actor.js';
export { restRoutes } from './rest.js';
export { systemRoutes } from './system.routes.js';
