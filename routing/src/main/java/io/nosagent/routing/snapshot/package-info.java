/** Routing's parts of a fault snapshot: the programmed groups and routes, the learned routes with their origin. */
package io.nosagent.routing.snapshot;
