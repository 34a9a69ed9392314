/**
 * Active alarms as the OpenConfig system alarms model has them ({@code /system/alarms/alarm}: id,
 * resource, text, time created, severity, type id): raised and cleared by the correlator, one per case,
 * readable as an immutable list and announced to listeners on every change.
 */
package io.nosagent.watchdog.alarm;
