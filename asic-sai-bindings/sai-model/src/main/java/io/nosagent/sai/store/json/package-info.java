/**
 * JSON forms of what the store persists for a warm restart: host keys, entry keys, attributes and
 * every attribute value kind, each kind written and read in one place.
 */
package io.nosagent.sai.store.json;
